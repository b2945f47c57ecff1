import { describe, expect, it } from "vitest";
import { linkGroups, selectRelatedLinks, type LinkGroup } from "@/lib/shell/link-groups";
import { footerLinks } from "@/lib/shell/related-links";

const count = (groups: LinkGroup[], id: string) => groups.find((group) => group.id === id)?.links.length ?? 0;
const hrefs = (groups: LinkGroup[]) => groups.flatMap((group) => group.links.map((link) => link.href));

describe("internal link groups", () => {
  it("has the five groups, every link with a trailing slash", () => {
    expect(linkGroups.map((group) => group.id)).toEqual(["services", "blog", "portfolio", "company", "locations"]);
    for (const href of hrefs(linkGroups)) expect(href).toMatch(/\/(#[a-z-]+|\?demo=[a-z-]+)?$/);
  });

  it("links the 19 regional pages as '{region or country} Web Design'", () => {
    const locations = linkGroups.find((group) => group.id === "locations")!.links;
    expect(locations).toHaveLength(19);
    expect(locations).toContainEqual(expect.objectContaining({ href: "/web-design-manila-philippines/", text: "Manila Web Design" }));
    expect(locations).toContainEqual(expect.objectContaining({ href: "/web-design-canada/", text: "Canada Web Design" }));
  });
});

describe("selectRelatedLinks", () => {
  it("footer: 2 per group and 3 for blog", () => {
    const groups = selectRelatedLinks(linkGroups, "footer", "/contact/");
    expect(groups.map((group) => [group.id, group.links.length])).toEqual([["services", 2], ["blog", 3], ["portfolio", 2], ["company", 2], ["locations", 2]]);
  });

  it("footerLinks, the browser's pick from the footer's candidates (one more a group), is the footer mode: the current page left out, still 2 and 3", () => {
    const candidates = linkGroups.map((group) => ({ ...group, links: group.links.slice(0, group.id === "blog" ? 4 : 3) }));
    const current = candidates.find((group) => group.id === "company")!.links[0].href;
    const groups = footerLinks(candidates, current);
    expect(groups).toEqual(selectRelatedLinks(candidates, "footer", current));
    expect(hrefs(groups)).not.toContain(current);
    expect(groups.map((group) => group.links.length)).toEqual([2, 3, 2, 2, 2]);
  });

  it("detailed: 4 per group and 8 for blog", () => {
    const groups = selectRelatedLinks(linkGroups, "detailed", "/contact/");
    expect(count(groups, "blog")).toBe(8);
    expect(count(groups, "services")).toBe(4);
    expect(count(groups, "locations")).toBe(4);
  });

  it("minimal: high-priority links only, 2 service links and 2 blog links", () => {
    const groups = selectRelatedLinks(linkGroups, "minimal", "/");
    expect(groups.map((group) => group.id)).toEqual(["services", "blog"]);
    expect(groups.every((group) => group.links.length === 2 && group.links.every((link) => link.priority === "high"))).toBe(true);
  });

  it("always excludes the current URL", () => {
    expect(hrefs(selectRelatedLinks(linkGroups, "footer", "/about/"))).not.toContain("/about/");
    expect(hrefs(selectRelatedLinks(linkGroups, "footer", "/about"))).not.toContain("/about/");
    const first = linkGroups.find((group) => group.id === "blog")!.links[0].href;
    expect(hrefs(selectRelatedLinks(linkGroups, "contextual", first))).not.toContain(first);
    expect(hrefs(selectRelatedLinks(linkGroups, "footer", "/portfolio/"))).toEqual(expect.arrayContaining(["/demo/"]));
  });

  it("contextual: Vancouver or Canada URLs get Vancouver or Canada articles", () => {
    const links = hrefs(selectRelatedLinks(linkGroups, "contextual", "/web-design-vancouver-canada/"));
    expect(links).toHaveLength(4);
    expect(links.every((href) => /vancouver|canada/.test(href))).toBe(true);
  });

  it("contextual: Cebu or Philippines URLs get Cebu or Philippines articles", () => {
    const links = hrefs(selectRelatedLinks(linkGroups, "contextual", "/blog/local-seo-cebu-businesses-2025/"));
    expect(links).toHaveLength(4);
    expect(links.every((href) => /cebu|philippines/.test(href))).toBe(true);
    expect(links).not.toContain("/blog/local-seo-cebu-businesses-2025/");
  });

  it("contextual: ai-automation URLs get AI or automation articles, seo URLs get SEO articles", () => {
    expect(hrefs(selectRelatedLinks(linkGroups, "contextual", "/services/ai-automation/")).every((href) => /ai|automation/.test(href))).toBe(true);
    const seo = hrefs(selectRelatedLinks(linkGroups, "contextual", "/blog/seo-ai-domain-authority/"));
    expect(seo.length).toBeGreaterThan(0);
    expect(seo.every((href) => href.includes("seo"))).toBe(true);
  });

  it("contextual: anything else gets the first 4 blog links", () => {
    const blog = linkGroups.find((group) => group.id === "blog")!.links.slice(0, 4).map((link) => link.href);
    expect(hrefs(selectRelatedLinks(linkGroups, "contextual", "/about/"))).toEqual(blog);
  });
});

describe("the standing journal links", () => {
  it("title each article from its slug in title case, minor words in lower case", () => {
    const journal = linkGroups.find((group) => group.id === "blog")!;
    expect(journal.links.map((link) => link.text)).toContain("AI Powered Websites for Canadian Businesses");
    expect(journal.links.every((link) => /^[A-Z0-9]/.test(link.text))).toBe(true);
  });
});
