import type { Metadata } from "next";
import Link from "next/link";
import { ProjectEditor } from "@/components/admin/project-editor";
import { ReadOnlyNote } from "@/components/admin/read-only-note";
import { requireAdmin } from "@/lib/admin/auth";

export const metadata: Metadata = { title: "New project" };

export default async function NewProjectPage() {
  const session = await requireAdmin();
  return (
    <div className="grid gap-6">
      <Link href="/admin/projects/" className="focus-ring w-fit rounded text-small text-muted hover:text-fg">
        ← All projects
      </Link>
      <h1 className="text-h2 font-semibold text-fg">New project</h1>
      {session.mode === "supabase" ? (
        <ProjectEditor id={null} initial={{ name: "", slug: "", description: "", screenshot_url: "", project_url: "" }} />
      ) : (
        <ReadOnlyNote folder="content/projects/" />
      )}
    </div>
  );
}
