import { getContentSource } from "@/lib/content";
import { generatedCoverSvg } from "@/lib/images/artwork";
import { site } from "@/config/site";

/** Generated article covers: /covers/{slug}.svg, 1200x600, drawn from the slug and the article's title. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const slug = file.replace(/\.svg$/, "");
  if (!file.endsWith(".svg") || !/^[a-z0-9-]{1,200}$/.test(slug)) return new Response("Not found", { status: 404 });
  const post = await getContentSource().getPost(slug);
  if (!post.ok) return new Response("Not found", { status: 404 });
  const svg = generatedCoverSvg(post.data, site.brand);
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" },
  });
}
