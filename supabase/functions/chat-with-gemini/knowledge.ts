/**
 * The content the function answers from: the site's own documents (generated into site-data.ts) and its published
 * articles, indexed the way the site indexes them (lib/chat/knowledge.ts) and rebuilt every few minutes, as the site
 * does, so that a new article is found.
 */
import { articleDocuments } from "../../../lib/chat/gemini-request.ts";
import { buildIndex, type SiteIndex } from "../../../lib/chat/retrieval.ts";
import { byDateDesc, isPubliclyVisible } from "../../../lib/content/visibility.ts";
import type { ArticleSource } from "./database.ts";
import { FILE_ARTICLES, STATIC_DOCUMENTS } from "./site-data.ts";

const REFRESH_MS = 5 * 60 * 1000;

/** The articles in content/blog when the site was last built: for a site whose content comes from its files. */
export const fileArticles: ArticleSource = {
  published(now) {
    const visible = FILE_ARTICLES.filter((article) => isPubliclyVisible(article.publishedAt, new Date(now))).sort(byDateDesc((article) => article.publishedAt));
    return Promise.resolve(visible.map(({ slug, title, excerpt, tags }) => ({ slug, title, excerpt, tags })));
  },
};

/** The index over the site's documents and the articles published now; without the articles when they cannot be read. */
export function siteIndexProvider(articles: ArticleSource, now: () => number, log: (message: string) => void): () => Promise<SiteIndex> {
  let cached: { index: Promise<SiteIndex>; builtAt: number } | undefined;
  const build = async (at: number) => {
    const published = await articles.published(at).catch((error: unknown) => {
      log(`[chat-with-gemini] articles unavailable for the assistant: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    });
    return buildIndex([...STATIC_DOCUMENTS, ...articleDocuments(published)]);
  };
  return () => {
    const at = now();
    if (!cached || at - cached.builtAt >= REFRESH_MS) cached = { index: build(at), builtAt: at };
    return cached.index;
  };
}
