import "server-only";
import { getContentSource, type ContentResult, type ContentSource } from "@/lib/content";
import { buildSiteIndex } from "./knowledge";
import type { SiteIndex } from "./retrieval";
import { processSingleton } from "@/lib/server/process-singleton.mjs";

/** How long the assistant answers from the posts and projects it read before it reads them again. */
export const SITE_INDEX_REFRESH_MS = 60 * 1000;
type Built = { index: Promise<SiteIndex>; builtAt: number; source: ContentSource };
const cache = () => processSingleton("chat.site-index", () => ({ built: null as Built | null }));

async function published<T>(what: string, read: () => Promise<ContentResult<T[]>>): Promise<T[]> {
  const result = await read().catch((error: unknown) => ({ ok: false as const, error: { message: error instanceof Error ? error.message : String(error) } }));
  if (result.ok) return result.data;
  console.warn(`[chat] ${what} unavailable for the assistant:`, result.error.message);
  return [];
}

async function build(source: ContentSource): Promise<SiteIndex> {
  const [posts, projects] = await Promise.all([published("articles", () => source.listPublishedPosts()), published("projects", () => source.listProjects())]);
  return buildSiteIndex(posts, projects);
}

/**
 * The assistant's index over the site's content: the static copy and what the content source in use publishes now,
 * read again after SITE_INDEX_REFRESH_MS, and at once after an edit: an admin save or POST /api/revalidate/ replaces
 * the content source (lib/content/revalidation.ts), and an index read from another source is not used.
 */
export function getSiteIndex(now = Date.now()): Promise<SiteIndex> {
  const source = getContentSource();
  const cached = cache().built;
  if (cached && cached.source === source && now - cached.builtAt < SITE_INDEX_REFRESH_MS) return cached.index;
  const index = build(source);
  cache().built = { index, builtAt: now, source };
  return index;
}
