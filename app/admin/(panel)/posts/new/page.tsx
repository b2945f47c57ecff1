import type { Metadata } from "next";
import Link from "next/link";
import { PostEditor } from "@/components/admin/post-editor";
import { ReadOnlyNote } from "@/components/admin/read-only-note";
import { requireAdmin } from "@/lib/admin/auth";

export const metadata: Metadata = { title: "New post" };

export default async function NewPostPage() {
  const session = await requireAdmin();
  return (
    <div className="grid gap-6">
      <Link href="/admin/posts/" className="focus-ring w-fit rounded text-small text-muted hover:text-fg">
        ← All posts
      </Link>
      <h1 className="text-h2 font-semibold text-fg">New post</h1>
      {session.mode === "supabase" ? (
        <PostEditor id={null} initial={{ title: "", slug: "", excerpt: "", tags: "", cover_image_url: "", content: "", publication: "draft", published_at: null }} />
      ) : (
        <ReadOnlyNote folder="content/blog/" />
      )}
    </div>
  );
}
