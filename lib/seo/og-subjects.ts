import "server-only";
import { getContentSource } from "@/lib/content";
import { findRegion } from "@/lib/regions";
import { staticPages, type SocialSubject } from "@/config/pages";
import type { OgKind } from "./og";

/** What a social image shows for a kind and slug; null when there is no such page. */
export async function ogSubject(kind: OgKind, slug: string): Promise<SocialSubject | null> {
  switch (kind) {
    case "page":
      return staticPages.find((page) => page.name === slug)?.social ?? null;
    case "region": {
      const region = findRegion(slug);
      return region ? { eyebrow: `Web design · ${region.place}`, title: region.heroHeading } : null;
    }
    case "article": {
      const result = await getContentSource().getPost(slug);
      return result.ok ? { eyebrow: result.data.tags.slice(0, 2).join(" · ") || "Journal", title: result.data.title } : null;
    }
    case "project": {
      const result = await getContentSource().getProject(slug);
      return result.ok ? { eyebrow: "Portfolio concept", title: result.data.name } : null;
    }
  }
}
