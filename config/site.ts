import { publicSiteUrl } from "./public-env.mjs";
import { founder } from "./founder";
import { offices } from "./offices";
import { siteContact } from "./site-contact";

/** The example's domain: canonical URLs name it when NEXT_PUBLIC_SITE_URL is unset (`next dev`; a Vercel build refuses that). */
export const EXAMPLE_SITE_URL = "https://northtide.studio";

/** The one place for the agency's identity and contact details. Every page reads these values from here. */
export const site = {
  ...siteContact,
  host: (publicSiteUrl() || EXAMPLE_SITE_URL).replace(/\/+$/, ""),
  phoneDisplay: "+63 917 555 0142",
  founder,
  locale: "en_US",
  offices,
} as const;

export type Site = typeof site;

/** Absolute URL on the site's host for a path such as "/about/". */
export function absoluteUrl(path = "/"): string {
  return `${site.host}${path.startsWith("/") ? path : `/${path}`}`;
}
