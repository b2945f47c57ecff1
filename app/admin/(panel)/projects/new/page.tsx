import type { Metadata } from "next";
import { BackHeading } from "@/components/admin/back-heading";
import { ProjectEditor } from "@/components/admin/project-editor";
import { ReadOnlyNote } from "@/components/admin/read-only-note";
import { requireAdmin } from "@/lib/admin/auth";
import { projectEditorValues } from "@/lib/admin/project-form";
import { routes } from "@/config/routes";

export const metadata: Metadata = { title: "New project" };

export default async function NewProjectPage() {
  const session = await requireAdmin();
  return (
    <div className="grid gap-6">
      <BackHeading backHref={routes.admin.projects.list} backLabel="All projects" title="New project" />
      {session.mode === "supabase" ? (
        <ProjectEditor id={null} initial={projectEditorValues(null)} />
      ) : (
        <ReadOnlyNote folder="content/projects/" />
      )}
    </div>
  );
}
