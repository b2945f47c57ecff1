import "server-only";
import { getContentSource } from "@/lib/content";
import { fixedRegions, locations } from "@/lib/data/locations";
import { staticPages, type SocialSubject } from "@/config/pages";
import type { OgKind } from "./og";

export type OgSubject = SocialSubject;

/** What a social image shows for a kind and slug; null when there is no such page. */
export async function ogSubject(kind: OgKind, slug: string): Promise<OgSubject | null> {
  switch (kind) {
    case "page":
      return staticPages.find((page) => page.name === slug)?.social ?? null;
    case "region": {
      const fixed = fixedRegions.find((page) => page.slug === slug);
      if (fixed) return { eyebrow: `Web design · ${fixed.place}`, title: fixed.heroHeading };
      const generic = locations.find((page) => `web-design-${page.slug}` === slug);
      return generic ? { eyebrow: `Web design · ${generic.region ?? generic.country}`, title: generic.heroHeading } : null;
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
