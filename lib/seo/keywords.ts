import { site } from "@/config/site";

/** Keywords of pages whose content comes from the content source (docs/product.md, "Search metadata"). */

/** The journal's keywords: its list pages, and an article that has no tags. */
export const JOURNAL_KEYWORDS = ["web design blog", "AI automation", "SEO", "Cebu", "Vancouver"];

/** Trimmed, non-empty, each once (case-insensitive), in the given order. */
function distinct(words: string[]): string[] {
  const seen = new Set<string>();
  return words
    .map((word) => word.trim())
    .filter((word) => word && !seen.has(word.toLowerCase()) && seen.add(word.toLowerCase()));
}

/** An article's keywords are its tags; without tags, the journal's. */
export function articleKeywords(tags: readonly string[]): string[] {
  const keywords = distinct([...tags]);
  return keywords.length ? keywords : [...JOURNAL_KEYWORDS];
}

/** A project's keywords: its name, then what every project page is (a concept in the studio's portfolio). */
export function projectKeywords(project: { name: string }): string[] {
  return distinct([project.name, "web design portfolio", "concept website", `${site.brand} portfolio`]);
}
