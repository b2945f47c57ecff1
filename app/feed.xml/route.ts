import { getContentSource } from "@/lib/content";
import { buildRss } from "@/lib/seo/rss";

export const dynamic = "force-static";

export async function GET() {
  const posts = await getContentSource().listPublishedPosts();
  if (!posts.ok) return new Response("Feed unavailable", { status: 503 });
  return new Response(buildRss(posts.data), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600, stale-while-revalidate=3600" },
  });
}
