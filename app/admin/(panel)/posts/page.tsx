import type { Metadata } from "next";
import { ContentList, PublicationBadge, ViewLink } from "@/components/admin/content-list";
import { requireAdmin } from "@/lib/admin/auth";
import { publicationOf } from "@/lib/admin/content-rules";
import { adminPostListing } from "@/lib/admin/content-view";
import { formatInboxTime } from "@/lib/admin/inbox";
import { routes } from "@/config/routes";

export const metadata: Metadata = { title: "Posts" };

export default async function AdminPostsPage() {
  const session = await requireAdmin();
  const listing = await adminPostListing(session);
  const list = { title: "Posts", kind: "post", paths: routes.admin.posts, folder: "content/blog/", editable: listing.editable, emptyHint: { editable: "Write the first one with New post.", files: "Add a markdown file to content/blog/." } };
  if ("error" in listing) return <ContentList {...list} error={listing.error} />;
  const rows = listing.items.map((post) => {
    const state = publicationOf(post.published_at);
    return {
      id: post.id,
      name: post.title,
      path: routes.article(post.slug),
      details: (
        <>
          <PublicationBadge state={state} />
          <span className="text-muted">{state === "draft" ? `Updated ${formatInboxTime(post.updated_at ?? post.created_at)}` : formatInboxTime(post.published_at)}</span>
          {state === "published" ? <ViewLink href={routes.article(post.slug)} name={post.title} /> : null}
        </>
      ),
    };
  });
  return <ContentList {...list} rows={rows} />;
}
