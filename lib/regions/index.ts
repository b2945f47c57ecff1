import { fixedRegions, locations, type FixedRegionPage, type LocationPage } from "@/lib/data/locations";
import { regionalDescription } from "@/lib/seo/description";
import { locationSegment, routes } from "@/config/routes";

/**
 * A regional landing page as the page renders it, for both the two fixed pages and the 17 generic ones: a fixed page's
 * copy, with any page's slug and its path, a generic page's region, and services whose blurb may be missing.
 */
export type RegionView = Omit<FixedRegionPage, "slug" | "services"> & {
  slug: string;
  path: string;
  region?: string;
  services: { title: string; blurb?: string }[];
  fixed: boolean;
};

const fromFixed = (page: FixedRegionPage): RegionView => ({
  ...page,
  path: routes.region(page.slug),
  region: page.place,
  description: regionalDescription(page.description, page.heroSub),
  fixed: true,
});

const fromGeneric = (page: LocationPage): RegionView => ({
  ...page,
  slug: locationSegment(page.slug),
  path: routes.region(locationSegment(page.slug)),
  place: page.region ?? page.country,
  description: regionalDescription(page.description, page.heroSub),
  intro: [],
  services: page.services.map((title) => ({ title })),
  fixed: false,
});

export const regionViews: RegionView[] = [...fixedRegions.map(fromFixed), ...locations.map(fromGeneric)];

/** The page for a first path segment such as "web-design-toronto-ontario", or null when it is not one of the 19. */
export function findRegion(segment: string): RegionView | null {
  return regionViews.find((view) => view.slug === segment) ?? null;
}
