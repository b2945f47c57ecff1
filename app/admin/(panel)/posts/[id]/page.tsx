import type { Metadata } from "next";
import { BackHeading } from "@/components/admin/back-heading";
import { notFound } from "next/navigation";
import { z } from "zod";
import { PostEditor } from "@/components/admin/post-editor";
import { StatePanel } from "@/components/ui/state-panel";
import { requireAdmin } from "@/lib/admin/auth";
import { publicationOf } from "@/lib/admin/content-rules";
import { getForAdmin } from "@/lib/admin/content-store";
import { routes } from "@/config/routes";

export const metadata: Metadata = { title: "Edit post" };

type Props = { params: Promise<{ id: string }> };

export default async function EditPostPage({ params }: Props) {
  const session = await requireAdmin();
  const id = z.uuid().safeParse((await params).id);
  if (session.mode !== "supabase" || !id.success) notFound();
  const post = await getForAdmin(session.client, "post", id.data).catch((error: Error) => error);
  if (post === null) notFound();
  return (
    <div className="grid gap-6">
      <BackHeading backHref={routes.admin.posts.list} backLabel="All posts" title="Edit post" />
      {post instanceof Error ? (
        <StatePanel title="The post could not be loaded" tone="error">
          {post.message}
        </StatePanel>
      ) : (
        <PostEditor
          id={post.id}
          initial={{
            title: post.title,
            slug: post.slug,
            excerpt: post.excerpt ?? "",
            tags: post.tags.join(", "),
            cover_image_url: post.cover_image_url ?? "",
            cover_image_alt: post.cover_image_alt ?? "",
            content: post.content ?? "",
            publication: publicationOf(post.published_at),
            published_at: post.published_at,
          }}
        />
      )}
    </div>
  );
}
