import { getContentSource } from "@/lib/content";
import { mockupSvg } from "@/lib/images/mockup";

/** Project screenshots: /mockups/{slug}.svg, a designed mock-up generated from the project. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const slug = file.replace(/\.svg$/, "");
  if (!file.endsWith(".svg") || !/^[a-z0-9-]{1,200}$/.test(slug)) return new Response("Not found", { status: 404 });
  const project = await getContentSource().getProject(slug);
  if (!project.ok || !project.data.screenshot_url) return new Response("Not found", { status: 404 });
  const tagline = project.data.description?.split(/[:.]/)[0].replace(/^An? /, "") ?? project.data.name;
  return new Response(mockupSvg(project.data.name, tagline.charAt(0).toUpperCase() + tagline.slice(1)), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" },
  });
}
