import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { ProjectEditor } from "@/components/admin/project-editor";
import { StatePanel } from "@/components/ui/state-panel";
import { requireAdmin } from "@/lib/admin/auth";
import { getProjectForAdmin } from "@/lib/admin/content";

export const metadata: Metadata = { title: "Edit project" };

type Props = { params: Promise<{ id: string }> };

export default async function EditProjectPage({ params }: Props) {
  const session = await requireAdmin();
  const id = z.uuid().safeParse((await params).id);
  if (session.mode !== "supabase" || !id.success) notFound();
  const project = await getProjectForAdmin(session.client, id.data).catch((error: Error) => error);
  if (project === null) notFound();
  return (
    <div className="grid gap-6">
      <Link href="/admin/projects/" className="focus-ring w-fit rounded text-small text-muted hover:text-fg">
        ← All projects
      </Link>
      <h1 className="text-h2 font-semibold text-fg">Edit project</h1>
      {project instanceof Error ? (
        <StatePanel title="The project could not be loaded" tone="error">
          {project.message}
        </StatePanel>
      ) : (
        <ProjectEditor
          id={project.id}
          initial={{ name: project.name, slug: project.slug, description: project.description ?? "", screenshot_url: project.screenshot_url ?? "", project_url: project.project_url ?? "" }}
        />
      )}
    </div>
  );
}
