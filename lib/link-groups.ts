import { fixedRegions, locations } from "@/lib/data/locations";
import { knownArticleSlugs } from "@/lib/data/known-articles";
import { site } from "@/lib/site";

export type LinkPriority = "high" | "medium" | "low";
export type InternalLink = { href: string; text: string; priority: LinkPriority };
export type LinkGroupId = "services" | "blog" | "portfolio" | "company" | "locations";
export type LinkGroup = { id: LinkGroupId; title: string; icon: string; links: InternalLink[] };
export type RelatedLinksMode = "minimal" | "footer" | "detailed" | "contextual";

const articleTitle = (slug: string) =>
  slug
    .replace(new RegExp(`-?${site.brandSlug}-?`), "-")
    .replace(/-20\d\d$/, "")
    .split("-")
    .filter(Boolean)
    .map((word) => ({ ai: "AI", seo: "SEO", ui: "UI", ux: "UX", pwa: "PWA", smes: "SMEs", sme: "SME" })[word] ?? word[0].toUpperCase() + word.slice(1))
    .join(" ");

/** "{region or country} Web Design" for a regional page. */
export function locationLinkText(region: string | undefined, country: string): string {
  return `${region ?? country} Web Design`;
}

const articleSlugs = knownArticleSlugs(site.brandSlug);
const HIGH_PRIORITY_ARTICLES = new Set([
  "local-seo-cebu-businesses-2025",
  "ai-powered-websites-for-canadian-businesses-2025",
  "premium-website-design-cebu-northtide",
  "web-design-trends-vancouver-2025",
]);

/** The internal link groups: services, blog, portfolio, company, locations. */
export const linkGroups: LinkGroup[] = [
  {
    id: "services",
    title: "Services",
    icon: "layers",
    links: [
      { href: "/services/#web-design", text: "Web Design & Development", priority: "high" },
      { href: "/services/#ai-automation", text: "AI-Powered Solutions", priority: "high" },
      { href: "/services/#digital-transformation", text: "Digital Transformation", priority: "medium" },
      { href: "/services/", text: "All Services", priority: "low" },
    ],
  },
  {
    id: "blog",
    title: "Journal",
    icon: "book",
    links: [
      ...articleSlugs.filter((slug) => HIGH_PRIORITY_ARTICLES.has(slug)),
      ...articleSlugs.filter((slug) => !HIGH_PRIORITY_ARTICLES.has(slug)),
    ].map((slug) => ({ href: `/blog/${slug}/`, text: articleTitle(slug), priority: HIGH_PRIORITY_ARTICLES.has(slug) ? "high" : "medium" })),
  },
  {
    id: "portfolio",
    title: "Work",
    icon: "grid",
    links: [
      { href: "/portfolio/", text: "Portfolio", priority: "high" },
      { href: "/demo/", text: "Interactive Demos", priority: "high" },
      { href: "/demo/?demo=ai-chatbot", text: "AI Chatbot Demo", priority: "medium" },
      { href: "/demo/?demo=dt-dashboard", text: "Analytics Dashboard Demo", priority: "low" },
    ],
  },
  {
    id: "company",
    title: "Studio",
    icon: "building",
    links: [
      { href: "/about/", text: "About", priority: "high" },
      { href: "/contact/", text: "Contact", priority: "high" },
      { href: "/blog/", text: "Journal", priority: "medium" },
      { href: "/sitemap/", text: "Sitemap", priority: "low" },
    ],
  },
  {
    id: "locations",
    title: "Locations",
    icon: "pin",
    links: [
      ...fixedRegions.map((page) => ({ href: `/${page.slug}/`, text: locationLinkText(page.place, page.country), priority: "high" as const })),
      ...locations.map((page) => ({ href: `/web-design-${page.slug}/`, text: locationLinkText(page.region, page.country), priority: "medium" as const })),
    ],
  },
];

const LIMITS: Record<"footer" | "detailed", { perGroup: number; blog: number }> = {
  footer: { perGroup: 2, blog: 3 },
  detailed: { perGroup: 4, blog: 8 },
};

const normalise = (path: string) => {
  const [pathname] = path.split(/[?#]/);
  return pathname.endsWith("/") ? pathname : `${pathname}/`;
};

/** Blog links chosen by what the current URL contains (SPEC.md section 9, contextual mode). */
function contextualBlogLinks(blogLinks: InternalLink[], currentPath: string): InternalLink[] {
  const url = currentPath.toLowerCase();
  const matching = (...words: string[]) => blogLinks.filter((link) => words.some((word) => link.href.toLowerCase().includes(word)));
  if (url.includes("vancouver") || url.includes("canada")) return matching("vancouver", "canada").slice(0, 4);
  if (url.includes("cebu") || url.includes("philippines")) return matching("cebu", "philippines").slice(0, 4);
  if (url.includes("ai-automation")) return matching("ai", "automation").slice(0, 4);
  if (url.includes("seo")) return matching("seo").slice(0, 4);
  return blogLinks.slice(0, 4);
}

/**
 * The related links for a mode, with the current URL always excluded:
 * minimal: high-priority only, 2 service and 2 blog links; footer: 2 per group, 3 for blog;
 * detailed: 4 per group, 8 for blog; contextual: up to 4 blog links chosen by the current URL.
 */
export function selectRelatedLinks(groups: LinkGroup[], mode: RelatedLinksMode, currentPath: string): LinkGroup[] {
  const current = normalise(currentPath);
  const withoutCurrent = groups.map((group) => ({ ...group, links: group.links.filter((link) => link.href.includes("#") || link.href.includes("?") ? link.href !== currentPath : normalise(link.href) !== current) }));
  if (mode === "minimal") {
    return withoutCurrent
      .filter((group) => group.id === "services" || group.id === "blog")
      .map((group) => ({ ...group, links: group.links.filter((link) => link.priority === "high").slice(0, 2) }));
  }
  if (mode === "contextual") {
    const blog = withoutCurrent.find((group) => group.id === "blog");
    return blog ? [{ ...blog, links: contextualBlogLinks(blog.links, current) }] : [];
  }
  const limits = LIMITS[mode];
  return withoutCurrent.map((group) => ({ ...group, links: group.links.slice(0, group.id === "blog" ? limits.blog : limits.perGroup) }));
}

/** The groups with the blog group built from real, published articles (newest first) when there are any. */
export function withBlogLinks(groups: LinkGroup[], posts: { slug: string; title: string }[]): LinkGroup[] {
  if (posts.length === 0) return groups;
  return groups.map((group) =>
    group.id === "blog" ? { ...group, links: posts.map((post, index) => ({ href: `/blog/${post.slug}/`, text: post.title, priority: index < 2 ? "high" : "medium" })) } : group,
  );
}
