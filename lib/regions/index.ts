import { fixedRegions, locations, type FixedRegionPage, type LocationPage } from "@/lib/data/locations";
import { regionalDescription } from "@/lib/seo/description";
import { locationSegment, routes } from "@/config/routes";

/** A regional landing page as the page renders it, for both the two fixed pages and the 17 generic ones. */
export type RegionView = {
  slug: string;
  path: string;
  place: string;
  country: string;
  region?: string;
  title: string;
  description: string;
  keywords: string[];
  heroHeading: string;
  heroSub: string;
  intro: string[];
  services: { title: string; blurb?: string }[];
  ctaText: string;
  fixed: boolean;
};

const fromFixed = (page: FixedRegionPage): RegionView => ({
  slug: page.slug,
  path: routes.region(page.slug),
  place: page.place,
  country: page.country,
  region: page.place,
  title: page.title,
  description: regionalDescription(page.description, page.heroSub),
  keywords: page.keywords,
  heroHeading: page.heroHeading,
  heroSub: page.heroSub,
  intro: page.intro,
  services: page.services,
  ctaText: page.ctaText,
  fixed: true,
});

const fromGeneric = (page: LocationPage): RegionView => ({
  slug: locationSegment(page.slug),
  path: routes.region(locationSegment(page.slug)),
  place: page.region ?? page.country,
  country: page.country,
  region: page.region,
  title: page.title,
  description: regionalDescription(page.description, page.heroSub),
  keywords: page.keywords,
  heroHeading: page.heroHeading,
  heroSub: page.heroSub,
  intro: [],
  services: page.services.map((title) => ({ title })),
  ctaText: page.ctaText,
  fixed: false,
});

export const regionViews: RegionView[] = [...fixedRegions.map(fromFixed), ...locations.map(fromGeneric)];

/** The page for a first path segment such as "web-design-toronto-ontario", or null when it is not one of the 19. */
export function findRegion(segment: string): RegionView | null {
  return regionViews.find((view) => view.slug === segment) ?? null;
}
