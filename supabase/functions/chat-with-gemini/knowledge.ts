/**
 * The content the function answers from: the site's own documents and the posts and projects published now, read from
 * the database and indexed as the site indexes them (lib/chat/knowledge.ts).
 * The index is kept CONTENT_REFRESH_MS, as the site keeps its own, so that a post published from the admin is found
 * within a minute.
 */
import { buildSiteIndex } from "../../../lib/chat/knowledge.ts";
import type { SiteIndex } from "../../../lib/chat/retrieval.ts";
import type { PublishedContent } from "./database.ts";

export const CONTENT_REFRESH_MS = 60 * 1000;

/** No posts or projects: for a site whose content stays in its files, which the function cannot read. */
export const noPublishedContent: PublishedContent = { articles: () => Promise.resolve([]), projects: () => Promise.resolve([]) };

/** The index over the site's documents and what is published now; without the posts or the projects when they cannot be read. */
export function siteIndexProvider(content: PublishedContent, now: () => number, log: (message: string) => void): () => Promise<SiteIndex> {
  let cached: { index: Promise<SiteIndex>; builtAt: number } | undefined;
  const unavailable = (what: string) => (error: unknown) => {
    log(`[chat-with-gemini] ${what} unavailable for the assistant: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  };
  const build = async (at: number) => {
    const [articles, projects] = await Promise.all([content.articles(at).catch(unavailable("articles")), content.projects(at).catch(unavailable("projects"))]);
    return buildSiteIndex(articles, projects);
  };
  return () => {
    const at = now();
    if (!cached || at - cached.builtAt >= CONTENT_REFRESH_MS) cached = { index: build(at), builtAt: at };
    return cached.index;
  };
}
