import { unstable_cache } from "next/cache";
import { CONTENT_TAGS } from "./cache-tags";
import type { ContentResult, ContentSource } from "./source";

/** How long a cached read may serve before it is read again: a scheduled post goes live within this time. */
export const CONTENT_CACHE_SECONDS = 60;

class UncachedResult extends Error {
  constructor(readonly result: ContentResult<never>) {
    super(result.ok ? "" : result.error.message);
  }
}

/**
 * A source whose successful reads are kept in Next's data cache, tagged, so that a page rendered per request
 * (each carries its CSP nonce) costs no database round trip, and an edit expires exactly the affected reads.
 * Failures and not-found answers are never cached: they are thrown past the cache and returned as they were.
 */
export function withDataCache(source: ContentSource): ContentSource {
  const cached = <A extends unknown[], T>(name: string, read: (...args: A) => Promise<ContentResult<T>>, tags: (...args: A) => string[]) => {
    return async (...args: A): Promise<ContentResult<T>> => {
      const run = unstable_cache(
        async () => {
          const result = await read(...args);
          if (!result.ok) throw new UncachedResult(result);
          return result;
        },
        [source.name, name, JSON.stringify(args)],
        { tags: [CONTENT_TAGS.all, ...tags(...args)], revalidate: CONTENT_CACHE_SECONDS },
      );
      try {
        return await run();
      } catch (error) {
        if (error instanceof UncachedResult) return error.result;
        throw error;
      }
    };
  };
  return {
    name: `${source.name}+cache`,
    listProjects: cached("listProjects", () => source.listProjects(), () => [CONTENT_TAGS.projects]),
    getProject: cached("getProject", (slug: string) => source.getProject(slug), (slug) => [CONTENT_TAGS.project(slug)]),
    relatedProjects: cached("relatedProjects", (id: string, limit?: number) => source.relatedProjects(id, limit), () => [CONTENT_TAGS.projects]),
    listPublishedPosts: cached("listPublishedPosts", (options?: { limit?: number }) => source.listPublishedPosts(options), () => [CONTENT_TAGS.posts]),
    getPost: cached("getPost", (slug: string) => source.getPost(slug), (slug) => [CONTENT_TAGS.post(slug)]),
  };
}
