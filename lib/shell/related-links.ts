/**
 * Which related internal links a page shows (the link groups themselves are in lib/shell/link-groups.ts). Kept apart from
 * the data so that the browser, which picks the footer's links for the current path, loads only these rules.
 */
export type LinkPriority = "high" | "medium" | "low";
export type InternalLink = { href: string; text: string; priority: LinkPriority };
export type LinkGroupId = "services" | "blog" | "portfolio" | "company" | "locations";
export type LinkGroup = { id: LinkGroupId; title: string; icon: string; links: InternalLink[] };
/** A group as a page sends it to the browser (the footer, the resources block): what it shows, nothing more. */
export type ShownLinkGroup = { id: LinkGroupId; title: string; links: { href: string; text: string }[] };

/** The groups as the browser gets them: no icon, no priority. */
export const shownLinkGroups = (groups: LinkGroup[]): ShownLinkGroup[] =>
  groups.map(({ id, title, links }) => ({ id, title, links: links.map(({ href, text }) => ({ href, text })) }));
export type RelatedLinksMode = "minimal" | "footer" | "detailed" | "contextual";

/** How many links of each group a mode shows: the footer's are picked in the browser, so each mode has its own. */
const FOOTER_LIMITS = { perGroup: 2, blog: 3 };
const DETAILED_LIMITS = { perGroup: 4, blog: 8 };

const normalise = (path: string) => {
  const [pathname] = path.split(/[?#]/);
  return pathname.endsWith("/") ? pathname : `${pathname}/`;
};

/** The groups without a link to the current URL. */
function withoutCurrent<Group extends ShownLinkGroup>(groups: Group[], currentPath: string): Group[] {
  const current = normalise(currentPath);
  return groups.map((group) => ({ ...group, links: group.links.filter((link) => link.href.includes("#") || link.href.includes("?") ? link.href !== currentPath : normalise(link.href) !== current) }));
}

const limited = <Group extends ShownLinkGroup>(groups: Group[], limits: { perGroup: number; blog: number }): Group[] =>
  groups.map((group) => ({ ...group, links: group.links.slice(0, group.id === "blog" ? limits.blog : limits.perGroup) }));

/** The footer's links: 2 per group, 3 for blog, the current URL excluded (the browser picks them for the current path). */
export function footerLinks<Group extends ShownLinkGroup>(groups: Group[], currentPath: string): Group[] {
  return limited(withoutCurrent(groups, currentPath), FOOTER_LIMITS);
}

/** Blog links chosen by what the current URL contains (docs/product.md, "Related links", contextual mode). */
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
  if (mode === "footer") return footerLinks(groups, currentPath);
  const candidates = withoutCurrent(groups, currentPath);
  if (mode === "minimal") {
    return candidates
      .filter((group) => group.id === "services" || group.id === "blog")
      .map((group) => ({ ...group, links: group.links.filter((link) => link.priority === "high").slice(0, 2) }));
  }
  if (mode === "contextual") {
    const blog = candidates.find((group) => group.id === "blog");
    return blog ? [{ ...blog, links: contextualBlogLinks(blog.links, normalise(currentPath)) }] : [];
  }
  return limited(candidates, DETAILED_LIMITS);
}
