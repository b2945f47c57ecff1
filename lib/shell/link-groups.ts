import { fixedRegions, locations } from "@/lib/data/locations";
import { knownArticleSlugs } from "@/lib/data/known-articles";
import { SERVICE_TITLES } from "@/lib/data/service-titles";
import { pages } from "@/config/pages";
import { site } from "@/config/site";

import type { LinkGroup } from "./related-links";
import { locationSegment, routes } from "@/config/routes";

export { selectRelatedLinks, type InternalLink, type LinkGroup, type LinkGroupId, type LinkPriority, type RelatedLinksMode } from "./related-links";

/** Words a title keeps in lower case after its first word. */
const MINOR_WORDS = new Set(["a", "an", "and", "for", "in", "of", "on", "or", "the", "to", "with", "vs"]);

const articleTitle = (slug: string) =>
  slug
    .replace(new RegExp(`-?${site.brandSlug}-?`), "-")
    .replace(/-20\d\d$/, "")
    .split("-")
    .filter(Boolean)
    .map((word, index) => ({ ai: "AI", seo: "SEO", ui: "UI", ux: "UX", pwa: "PWA", smes: "SMEs", sme: "SME" })[word] ?? (index > 0 && MINOR_WORDS.has(word) ? word : word[0].toUpperCase() + word.slice(1)))
    .join(" ");

/** "{region or country} Web Design" for a regional page. */
function locationLinkText(region: string | undefined, country: string): string {
  return `${region ?? country} Web Design`;
}

const articleSlugs = knownArticleSlugs(site.brandSlug);
const HIGH_PRIORITY_ARTICLES = new Set([
  "local-seo-cebu-businesses-2025",
  "ai-powered-websites-for-canadian-businesses-2025",
  `premium-website-design-cebu-${site.brandSlug}`,
  "web-design-trends-vancouver-2025",
]);

/** The internal link groups: services, blog, portfolio, company, locations. */
export const linkGroups: LinkGroup[] = [
  {
    id: "services",
    title: "Services",
    icon: "layers",
    links: [
      { href: routes.servicesSection("web-design"), text: SERVICE_TITLES["web-design"], priority: "high" },
      { href: routes.servicesSection("ai-automation"), text: SERVICE_TITLES["ai-integration"], priority: "high" },
      { href: routes.servicesSection("digital-transformation"), text: SERVICE_TITLES["digital-marketing"], priority: "medium" },
      { href: pages.services.path, text: "All Services", priority: "low" },
    ],
  },
  {
    id: "blog",
    title: "Journal",
    icon: "book",
    links: [
      ...articleSlugs.filter((slug) => HIGH_PRIORITY_ARTICLES.has(slug)),
      ...articleSlugs.filter((slug) => !HIGH_PRIORITY_ARTICLES.has(slug)),
    ].map((slug) => ({ href: routes.article(slug), text: articleTitle(slug), priority: HIGH_PRIORITY_ARTICLES.has(slug) ? "high" : "medium" })),
  },
  {
    id: "portfolio",
    title: "Work",
    icon: "grid",
    links: [
      { href: pages.portfolio.path, text: pages.portfolio.title, priority: "high" },
      { href: pages.demo.path, text: pages.demo.title, priority: "high" },
      { href: routes.demoItem("ai-chatbot"), text: "AI Chatbot Demo", priority: "medium" },
      { href: routes.demoItem("dt-dashboard"), text: "Analytics Dashboard Demo", priority: "low" },
    ],
  },
  {
    id: "company",
    title: "Studio",
    icon: "building",
    links: [
      { href: pages.about.path, text: pages.about.title, priority: "high" },
      { href: pages.contact.path, text: pages.contact.title, priority: "high" },
      { href: pages.blog.path, text: pages.blog.title, priority: "medium" },
      { href: pages.sitemap.path, text: pages.sitemap.title, priority: "low" },
    ],
  },
  {
    id: "locations",
    title: "Locations",
    icon: "pin",
    links: [
      ...fixedRegions.map((page) => ({ href: routes.region(page.slug), text: locationLinkText(page.place, page.country), priority: "high" as const })),
      ...locations.map((page) => ({ href: routes.region(locationSegment(page.slug)), text: locationLinkText(page.region, page.country), priority: "medium" as const })),
    ],
  },
];

/** The groups with the blog group built from real, published articles (newest first) when there are any. */
export function withBlogLinks(groups: LinkGroup[], posts: { slug: string; title: string }[]): LinkGroup[] {
  if (posts.length === 0) return groups;
  return groups.map((group) =>
    group.id === "blog" ? { ...group, links: posts.map((post, index) => ({ href: routes.article(post.slug), text: post.title, priority: index < 2 ? "high" : "medium" })) } : group,
  );
}
