import { absoluteUrl, site } from "@/config/site";
import { routes } from "@/config/routes";

export type FeedItem = { title: string; slug: string; excerpt: string | null; published_at: string | null; tags: string[] };

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] as string);

/** An RSS 2.0 document of the published articles, newest first. */
export function buildRss(items: FeedItem[], now = new Date()): string {
  const entries = items
    .map((item) => {
      const url = absoluteUrl(routes.article(item.slug));
      return [
        "    <item>",
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        item.excerpt ? `      <description>${escapeXml(item.excerpt)}</description>` : null,
        item.published_at ? `      <pubDate>${new Date(item.published_at).toUTCString()}</pubDate>` : null,
        ...item.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${site.brand} Journal`)}</title>
    <link>${absoluteUrl(routes.blog)}</link>
    <description>${escapeXml(site.tagline)}</description>
    <language>en</language>
    <lastBuildDate>${now.toUTCString()}</lastBuildDate>
    <atom:link href="${absoluteUrl(routes.feed)}" rel="self" type="application/rss+xml"/>
${entries}
  </channel>
</rss>
`;
}
