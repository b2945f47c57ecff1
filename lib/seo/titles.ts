/** Title keyword detection (docs/product.md, "Search metadata"): regions and services found in a URL give region-specific page titles. */

export const REGION_KEYWORDS = ["vancouver", "cebu", "philippines", "canada", "usa", "singapore", "malaysia", "australia"] as const;
export const SERVICE_KEYWORDS = ["web-design", "ai-automation", "seo", "digital-marketing", "ecommerce", "branding", "development", "consulting"] as const;

export type RegionKeyword = (typeof REGION_KEYWORDS)[number];
export type ServiceKeyword = (typeof SERVICE_KEYWORDS)[number];

const REGION_NAMES: Record<RegionKeyword, string> = {
  vancouver: "Vancouver",
  cebu: "Cebu",
  philippines: "the Philippines",
  canada: "Canada",
  usa: "the USA",
  singapore: "Singapore",
  malaysia: "Malaysia",
  australia: "Australia",
};

const SERVICE_NAMES: Record<ServiceKeyword, string> = {
  "web-design": "Web Design",
  "ai-automation": "AI Automation",
  seo: "SEO",
  "digital-marketing": "Digital Marketing",
  ecommerce: "E-commerce Development",
  branding: "Branding",
  development: "Web Development",
  consulting: "Digital Consulting",
};

function segments(url: string): string[] {
  const pathname = url.replace(/^https?:\/\/[^/]+/i, "").split(/[?#]/)[0].toLowerCase();
  return pathname.split(/[/]+/).filter(Boolean);
}

/** The first region keyword that stands as a whole word (between hyphens or slashes) in the URL's path. */
export function detectRegion(url: string): RegionKeyword | null {
  const words = segments(url).flatMap((segment) => segment.split("-"));
  return REGION_KEYWORDS.find((region) => words.includes(region)) ?? null;
}

/** The first service keyword in the URL's path; multi-word keywords match as hyphenated runs ("web-design"). */
export function detectService(url: string): ServiceKeyword | null {
  const path = `-${segments(url).join("-")}-`;
  return SERVICE_KEYWORDS.find((service) => path.includes(`-${service}-`)) ?? null;
}

/** A region-specific title, e.g. "Web Design in Vancouver"; null when the URL names no region. */
export function regionalTitle(url: string): string | null {
  const region = detectRegion(url);
  if (!region) return null;
  const service = detectService(url);
  return `${service ? SERVICE_NAMES[service] : "Web Design & AI Automation"} in ${REGION_NAMES[region]}`;
}
