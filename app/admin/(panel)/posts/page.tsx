import type { Metadata } from "next";
import Link from "next/link";
import { ReadOnlyNote } from "@/components/admin/read-only-note";
import { ButtonLink } from "@/components/ui/button";
import { StatePanel } from "@/components/ui/state-panel";
import { requireAdmin } from "@/lib/admin/auth";
import { publicationOf } from "@/lib/admin/content-rules";
import { adminPostListing } from "@/lib/admin/content-view";
import { formatInboxTime } from "@/lib/admin/inbox";
import { routes } from "@/config/routes";

export const metadata: Metadata = { title: "Posts" };

const LABELS = { draft: "Draft", published: "Published", scheduled: "Scheduled" } as const;

export default async function AdminPostsPage() {
  const session = await requireAdmin();
  const listing = await adminPostListing(session);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-h2 font-semibold text-fg">Posts</h1>
        {listing.editable ? <ButtonLink href="/admin/posts/new/" size="sm">New post</ButtonLink> : null}
      </div>
      {listing.editable ? null : <ReadOnlyNote folder="content/blog/" />}
      {"error" in listing ? (
        <StatePanel title="Posts could not be loaded" tone="error">
          {listing.error}
        </StatePanel>
      ) : listing.items.length === 0 ? (
        <StatePanel title="No posts yet">{listing.editable ? "Write the first one with New post." : "Add a markdown file to content/blog/."}</StatePanel>
      ) : (
        <ul className="divide-y divide-border rounded-card border border-border bg-surface">
          {listing.items.map((post) => {
            const state = publicationOf(post.published_at);
            return (
              <li key={post.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-4">
                <div className="min-w-0">
                  {listing.editable ? (
                    <Link href={`/admin/posts/${post.id}/`} className="focus-ring rounded font-medium text-fg hover:text-accent-text">
                      {post.title}
                    </Link>
                  ) : (
                    <p className="font-medium text-fg">{post.title}</p>
                  )}
                  <p className="mt-0.5 font-mono text-[0.8125rem] break-all text-muted">/blog/{post.slug}/</p>
                </div>
                <div className="flex items-center gap-3 text-small">
                  <span className={`rounded-full border px-2.5 py-0.5 text-[0.8125rem] ${state === "published" ? "border-accent/30 bg-accent-soft text-accent-text" : "border-border text-muted"}`}>
                    {LABELS[state]}
                  </span>
                  <span className="text-muted">{state === "draft" ? `Updated ${formatInboxTime(post.updated_at ?? post.created_at)}` : formatInboxTime(post.published_at)}</span>
                  {state === "published" ? (
                    <Link href={routes.article(post.slug)} className="focus-ring rounded text-accent-text underline-offset-2 hover:underline">
                      View<span className="sr-only"> {post.title}</span>
                    </Link>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
