import type { Metadata } from "next";
import Link from "next/link";
import { ReadOnlyNote } from "@/components/admin/read-only-note";
import { ButtonLink } from "@/components/ui/button";
import { StatePanel } from "@/components/ui/state-panel";
import { requireAdmin } from "@/lib/admin/auth";
import { adminProjectListing } from "@/lib/admin/content-view";
import { formatInboxTime } from "@/lib/admin/inbox";
import { routes } from "@/config/routes";

export const metadata: Metadata = { title: "Projects" };

export default async function AdminProjectsPage() {
  const session = await requireAdmin();
  const listing = await adminProjectListing(session);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-h2 font-semibold text-fg">Projects</h1>
        {listing.editable ? <ButtonLink href="/admin/projects/new/" size="sm">New project</ButtonLink> : null}
      </div>
      {listing.editable ? null : <ReadOnlyNote folder="content/projects/" />}
      {"error" in listing ? (
        <StatePanel title="Projects could not be loaded" tone="error">
          {listing.error}
        </StatePanel>
      ) : listing.items.length === 0 ? (
        <StatePanel title="No projects yet">{listing.editable ? "Add the first one with New project." : "Add a JSON file to content/projects/."}</StatePanel>
      ) : (
        <ul className="divide-y divide-border rounded-card border border-border bg-surface">
          {listing.items.map((project) => (
            <li key={project.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-4">
              <div className="min-w-0">
                {listing.editable ? (
                  <Link href={`/admin/projects/${project.id}/`} className="focus-ring rounded font-medium text-fg hover:text-accent-text">
                    {project.name}
                  </Link>
                ) : (
                  <p className="font-medium text-fg">{project.name}</p>
                )}
                <p className="mt-0.5 font-mono text-[0.8125rem] break-all text-muted">/portfolio/{project.slug}/</p>
              </div>
              <div className="flex items-center gap-3 text-small">
                <span className="text-muted">{project.created_at ? formatInboxTime(project.created_at) : "No date"}</span>
                <Link href={routes.project(project.slug)} className="focus-ring rounded text-accent-text underline-offset-2 hover:underline">
                  View<span className="sr-only"> {project.name}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
