import type { Metadata } from "next";
import { BackHeading } from "@/components/admin/back-heading";
import { notFound } from "next/navigation";
import { z } from "zod";
import { ProjectEditor } from "@/components/admin/project-editor";
import { StatePanel } from "@/components/ui/state-panel";
import { requireAdmin } from "@/lib/admin/auth";
import { projectEditorValues } from "@/lib/admin/project-form";
import { getForAdmin } from "@/lib/admin/content-store";
import { routes } from "@/config/routes";

export const metadata: Metadata = { title: "Edit project" };

type Props = { params: Promise<{ id: string }> };

export default async function EditProjectPage({ params }: Props) {
  const session = await requireAdmin();
  const id = z.uuid().safeParse((await params).id);
  if (session.mode !== "supabase" || !id.success) notFound();
  const project = await getForAdmin(session.client, "project", id.data).catch((error: Error) => error);
  if (project === null) notFound();
  return (
    <div className="grid gap-6">
      <BackHeading backHref={routes.admin.projects.list} backLabel="All projects" title="Edit project" />
      {project instanceof Error ? (
        <StatePanel title="The project could not be loaded" tone="error">
          {project.message}
        </StatePanel>
      ) : (
        <ProjectEditor
          id={project.id}
          initial={projectEditorValues(project)}
        />
      )}
    </div>
  );
}
