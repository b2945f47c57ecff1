/** Small, dependency-free readers for server-rendered HTML (the crawler's view of a page). */

const decode = (value: string) =>
  value.replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

export function headOf(html: string): string {
  return /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? "";
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return match ? decode(match[1]) : undefined;
}

export function titles(html: string): string[] {
  return [...headOf(html).matchAll(/<title[^>]*>([\s\S]*?)<\/title>/gi)].map((m) => decode(m[1]));
}

export function metaContents(html: string, key: string): string[] {
  return [...headOf(html).matchAll(/<meta\s[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => attribute(tag, "name") === key || attribute(tag, "property") === key)
    .map((tag) => attribute(tag, "content") ?? "");
}

export function linkHrefs(html: string, rel: string): string[] {
  return [...headOf(html).matchAll(/<link\s[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => attribute(tag, "rel") === rel)
    .map((tag) => attribute(tag, "href") ?? "");
}

export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => JSON.parse(m[1]));
}

export function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/gi)].map((m) => decode(m[1]));
}
