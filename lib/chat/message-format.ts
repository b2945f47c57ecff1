import { site } from "@/config/site";

/**
 * Bot text is untrusted (a model wrote it), so it is never rendered as HTML. This parses the small markdown
 * subset the assistants use into plain data that React renders as text: paragraphs, "- " bullet lists,
 * **bold**, and [label](target) links whose target is a page of this site or its e-mail address. Any other
 * link keeps its label as plain text.
 */

export type Inline = { type: "text"; text: string } | { type: "strong"; text: string } | { type: "link"; text: string; href: string };
export type Block = { type: "paragraph"; lines: Inline[][] } | { type: "list"; items: Inline[][] };

const INLINE = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)|\*\*([^*\n]{1,500})\*\*/g;

/** A safe href for a link target, or null: site paths (with their trailing slash), this host, or the site's e-mail. */
function safeHref(target: string): string | null {
  const value = target.trim();
  if (value.startsWith("/") && !value.startsWith("//") && !value.includes("\\")) return value;
  if (value === `mailto:${site.email}`) return value;
  try {
    const url = new URL(value);
    const host = new URL(site.host);
    if (url.protocol === "https:" && url.host === host.host) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
  return null;
}

function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push({ type: "text", text: text.slice(last, match.index) });
    if (match[3] !== undefined) {
      parts.push({ type: "strong", text: match[3] });
    } else {
      const href = safeHref(match[2]);
      parts.push(href ? { type: "link", text: match[1], href } : { type: "text", text: match[1] });
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ type: "text", text: text.slice(last) });
  return parts;
}

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

export function parseMessage(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n{2,}/)) {
    const lines = chunk.split("\n").filter((line) => line.trim());
    if (lines.length === 0) continue;
    if (lines.every((line) => BULLET.test(line))) {
      blocks.push({ type: "list", items: lines.map((line) => parseInline(line.replace(BULLET, "").trim())) });
    } else {
      blocks.push({ type: "paragraph", lines: lines.map((line) => parseInline(line.trim())) });
    }
  }
  return blocks;
}
