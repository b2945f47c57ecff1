import "server-only";
import { getContentSource } from "@/lib/content";
import { fixedRegions, locations } from "@/lib/data/locations";
import { site } from "@/config/site";
import type { OgKind } from "./og";

export type OgSubject = { eyebrow: string; title: string; subtitle?: string };

const PAGE_SUBJECTS: Record<string, OgSubject> = {
  home: { eyebrow: "Web design · AI automation · Digital transformation", title: "Premium websites and practical AI for ambitious businesses", subtitle: "A one-person studio working between Cebu and Vancouver." },
  about: { eyebrow: "About", title: `${site.founder.name}, the IT generalist behind ${site.brand}` },
  services: { eyebrow: "Services", title: "Web design, AI-powered solutions and digital transformation" },
  portfolio: { eyebrow: "Portfolio", title: "Concept projects in development" },
  blog: { eyebrow: "Journal", title: "Practical notes on the web, AI and growth" },
  contact: { eyebrow: "Contact", title: "Let's Work Together", subtitle: `A reply ${site.responseTime}.` },
  demo: { eyebrow: "Interactive demos", title: "Try a website template, an AI chatbot and a live dashboard" },
};

/** What a social image shows for a kind and slug; null when there is no such page. */
export async function ogSubject(kind: OgKind, slug: string): Promise<OgSubject | null> {
  switch (kind) {
    case "page":
      return PAGE_SUBJECTS[slug] ?? null;
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
