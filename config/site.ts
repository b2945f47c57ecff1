import { publicSiteUrl } from "./public-env.mjs";
import { founder } from "./founder";
import { siteContact } from "./site-contact";

/** The example's domain: canonical URLs name it when NEXT_PUBLIC_SITE_URL is unset (`next dev`; a Vercel build refuses that). */
export const EXAMPLE_SITE_URL = "https://northtide.studio";

/** The one place for the agency's identity and contact details. Every page reads these values from here. */
export const site = {
  ...siteContact,
  brandSlug: "northtide",
  host: (publicSiteUrl() || EXAMPLE_SITE_URL).replace(/\/+$/, ""),
  phoneDisplay: "+63 917 555 0142",
  founder,
  locale: "en_US",
  /**
   * The studios. Only the city, region and country are published (no street address): structured data gives each as a
   * PostalAddress; `label` is how pages write it. `countryCode` is ISO 3166-1 alpha-2.
   */
  offices: [
    { label: "Cebu City, Philippines", locality: "Cebu City", region: "Cebu", country: "Philippines", countryCode: "PH" },
    { label: "Vancouver, Canada", locality: "Vancouver", region: "British Columbia", country: "Canada", countryCode: "CA" },
  ],
} as const;

export type Site = typeof site;

/** Absolute URL on the site's host for a path such as "/about/". */
export function absoluteUrl(path = "/"): string {
  return `${site.host}${path.startsWith("/") ? path : `/${path}`}`;
}
