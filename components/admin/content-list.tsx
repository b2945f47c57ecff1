import Link from "next/link";
import type { ReactNode } from "react";
import type { Publication } from "@/lib/admin/content-rules";
import { ReadOnlyNote } from "@/components/admin/read-only-note";
import { ButtonLink } from "@/components/ui/button";
import { StatePanel } from "@/components/ui/state-panel";

export type ContentListRow = {
  id: string;
  name: string;
  /** The page's public path, shown under the name. */
  path: string;
  /** What stands at the row's end: dates, state, the link to the public page. */
  details: ReactNode;
};

type Props = {
  title: string;
  /** The kind of item, for the texts: "post", "project". */
  kind: string;
  /** The admin paths of the list, its editor of a new item and of each item (config/routes.ts). */
  paths: { create: string; edit: (id: string) => string };
  /** The content folder the files source reads, named when the list is read-only. */
  folder: string;
  editable: boolean;
  emptyHint: { editable: string; files: string };
} & ({ rows: ContentListRow[] } | { error: string });

/** An admin list of posts or projects: editable rows from Supabase, or the files in content/ read-only; its empty and error states. */
export function ContentList(props: Props) {
  const { title, kind, paths, folder, editable, emptyHint } = props;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-h2 font-semibold text-fg">{title}</h1>
        {editable ? (
          <ButtonLink href={paths.create} size="xs">
            New {kind}
          </ButtonLink>
        ) : null}
      </div>
      {editable ? null : <ReadOnlyNote folder={folder} />}
      {"error" in props ? (
        <StatePanel title={`${title} could not be loaded`} tone="error">
          {props.error}
        </StatePanel>
      ) : props.rows.length === 0 ? (
        <StatePanel title={`No ${kind}s yet`}>{editable ? emptyHint.editable : emptyHint.files}</StatePanel>
      ) : (
        <ul className="divide-y divide-border rounded-card border border-border bg-surface">
          {props.rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-4">
              <div className="min-w-0">
                {editable ? (
                  <Link href={paths.edit(row.id)} className="focus-ring rounded font-medium text-fg hover:text-accent-text">
                    {row.name}
                  </Link>
                ) : (
                  <p className="font-medium text-fg">{row.name}</p>
                )}
                <p className="mt-0.5 font-mono text-[0.8125rem] break-all text-muted">{row.path}</p>
              </div>
              <div className="flex items-center gap-3 text-small">{row.details}</div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The link from an admin row to the item's public page. */
export function ViewLink({ href, name }: { href: string; name: string }) {
  return (
    <Link href={href} className="focus-ring rounded text-accent-text underline-offset-2 hover:underline">
      View<span className="sr-only"> {name}</span>
    </Link>
  );
}

const PUBLICATION_LABELS = { draft: "Draft", published: "Published", scheduled: "Scheduled" } as const;

/** Where a post or project stands, at the end of its admin row. */
export function PublicationBadge({ state }: { state: Publication }) {
  return (
    <span className={`rounded-full border px-2.5 py-0.5 text-[0.8125rem] ${state === "published" ? "border-accent/30 bg-accent-soft text-accent-text" : "border-border text-muted"}`}>
      {PUBLICATION_LABELS[state]}
    </span>
  );
}
