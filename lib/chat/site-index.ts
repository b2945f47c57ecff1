import "server-only";
import { getContentSource } from "@/lib/content";
import { buildSiteIndex } from "./knowledge";
import type { SiteIndex } from "./retrieval";

const REFRESH_MS = 5 * 60 * 1000;
const CACHE_KEY = Symbol.for("northtide.chat.site-index");
type Cache = { index: Promise<SiteIndex>; builtAt: number };
const globalCache = globalThis as typeof globalThis & { [CACHE_KEY]?: Cache };

async function build(): Promise<SiteIndex> {
  const posts = await getContentSource()
    .listPublishedPosts()
    .catch(() => null);
  if (posts && !posts.ok) console.warn("[chat] articles unavailable for the assistant:", posts.error.message);
  return buildSiteIndex(posts?.ok ? posts.data : []);
}

/** The assistant's index over the site's content, rebuilt every few minutes so that new articles are found. */
export function getSiteIndex(now = Date.now()): Promise<SiteIndex> {
  const cached = globalCache[CACHE_KEY];
  if (cached && now - cached.builtAt < REFRESH_MS) return cached.index;
  const index = build();
  globalCache[CACHE_KEY] = { index, builtAt: now };
  return index;
}
