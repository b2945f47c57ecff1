import type { Metadata } from "next";
import { BackHeading } from "@/components/admin/back-heading";
import { PostEditor } from "@/components/admin/post-editor";
import { ReadOnlyNote } from "@/components/admin/read-only-note";
import { requireAdmin } from "@/lib/admin/auth";
import { routes } from "@/config/routes";

export const metadata: Metadata = { title: "New post" };

export default async function NewPostPage() {
  const session = await requireAdmin();
  return (
    <div className="grid gap-6">
      <BackHeading backHref={routes.admin.posts.list} backLabel="All posts" title="New post" />
      {session.mode === "supabase" ? (
        <PostEditor id={null} initial={{ title: "", slug: "", excerpt: "", tags: "", cover_image_url: "", cover_image_alt: "", content: "", publication: "draft", published_at: null }} />
      ) : (
        <ReadOnlyNote folder="content/blog/" />
      )}
    </div>
  );
}
