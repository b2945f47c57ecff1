import { ImageResponse } from "next/og";
import { OgCard } from "@/components/seo/og-card";
import { OG_SIZE, type OgKind } from "@/lib/seo/og";
import { loadOgFonts } from "@/lib/seo/og-fonts";
import { ogSubject } from "@/lib/seo/og-subjects";

const KINDS: OgKind[] = ["article", "region", "project", "page"];

export async function GET(_request: Request, { params }: { params: Promise<{ kind: string; file: string }> }) {
  const { kind, file } = await params;
  const slug = file.replace(/\.png$/, "");
  if (!KINDS.includes(kind as OgKind) || !file.endsWith(".png") || !/^[a-z0-9-]{1,200}$/.test(slug)) return new Response("Not found", { status: 404 });
  const subject = await ogSubject(kind as OgKind, slug);
  if (!subject) return new Response("Not found", { status: 404 });
  return new ImageResponse(<OgCard {...subject} />, {
    ...OG_SIZE,
    fonts: await loadOgFonts(),
    headers: { "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" },
  });
}
