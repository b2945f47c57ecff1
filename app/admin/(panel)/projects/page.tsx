import type { Metadata } from "next";
import { ContentList, PublicationBadge, ViewLink } from "@/components/admin/content-list";
import { requireAdmin } from "@/lib/admin/auth";
import { publicationOf } from "@/lib/admin/content-rules";
import { adminProjectListing } from "@/lib/admin/content-view";
import { formatInboxTime } from "@/lib/admin/inbox";
import { routes } from "@/config/routes";

export const metadata: Metadata = { title: "Projects" };

export default async function AdminProjectsPage() {
  const session = await requireAdmin();
  const listing = await adminProjectListing(session);
  const list = { title: "Projects", kind: "project", paths: routes.admin.projects, folder: "content/projects/", editable: listing.editable, emptyHint: { editable: "Add the first one with New project.", files: "Add a JSON file to content/projects/." } };
  if ("error" in listing) return <ContentList {...list} error={listing.error} />;
  const rows = listing.items.map((project) => {
    const state = publicationOf(project.published_at);
    return {
      id: project.id,
      name: project.name,
      path: routes.project(project.slug),
      details: (
        <>
          <PublicationBadge state={state} />
          <span className="text-muted">{state === "scheduled" ? formatInboxTime(project.published_at) : project.created_at ? formatInboxTime(project.created_at) : "No date"}</span>
          {state === "published" ? <ViewLink href={routes.project(project.slug)} name={project.name} /> : null}
        </>
      ),
    };
  });
  return <ContentList {...list} rows={rows} />;
}
