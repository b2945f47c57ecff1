import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { CONTENT_TAGS } from "./cache-tags";
import { cacheWindowUntil, CONTENT_RETRY_SECONDS, NOT_FOUND_CACHE_SECONDS } from "./cache-window";
import { SLUG_PATTERN } from "./schemas";
import { insideNextServer } from "@/config/framework";
import type { ContentResult, ContentSource } from "./source";

const MAX_SLUG_LENGTH = 200;

/**
 * Declares, from inside a page's render, tags for the page and how long its cached copy may serve: Next keeps a page
 * with every tag and the shortest window declared while it rendered. unstable_cache is the one call through which a
 * render declares both without Cache Components (whose cacheTag and cacheLife would change how every page renders:
 * docs/architecture.md, "Decisions and why"); it is used for that alone, and what it stores is a marker the cache
 * handler does not keep. The content itself is read fresh whenever the page renders.
 */
async function declarePageCache(tags: string[], revalidate: number | false): Promise<void> {
  await unstable_cache(async () => true, ["page-cache", ...tags], { tags, revalidate })();
}

/** Keeps the page being rendered in the cache no longer than until `moment` (an ISO time), when what it shows changes. */
export async function keepPageUntil(moment: string): Promise<void> {
  const window = cacheWindowUntil(moment);
  if (window !== false && insideNextServer()) await declarePageCache([], window);
}

/** Keeps the not-found page being rendered no longer than NOT_FOUND_CACHE_SECONDS. */
export async function keepNotFoundBriefly(): Promise<void> {
  if (insideNextServer()) await declarePageCache([], NOT_FOUND_CACHE_SECONDS);
}

/**
 * A source whose every read, in a Next render, tags the page with what it read: a list carries its kind's tag, one
 * post or project its own, and every read `content`. Pages showing posts are kept until the next scheduled post is
 * due, pages showing projects until the next scheduled project is (a page showing both, the earlier: Next keeps the
 * shortest window declared); a failed read is retried after CONTENT_RETRY_SECONDS and tags the page
 * `content-unavailable`.
 */
export function withPageCache(source: ContentSource): ContentSource {
  const nextScheduledPostAt = cache(() => source.nextScheduledPostAt());
  const nextScheduledProjectAt = cache(() => source.nextScheduledProjectAt());
  const windowUntil = async (next: Promise<ContentResult<string | null>>): Promise<number | false> => {
    const result = await next;
    return result.ok ? cacheWindowUntil(result.data) : CONTENT_RETRY_SECONDS;
  };
  const postsWindow = () => windowUntil(nextScheduledPostAt());
  const projectsWindow = () => windowUntil(nextScheduledProjectAt());
  const tagged = async <T>(result: ContentResult<T>, tags: string[], window: number | false): Promise<ContentResult<T>> => {
    const failed = !result.ok && result.error.kind === "failed";
    await declarePageCache(
      [CONTENT_TAGS.all, ...tags, ...(failed ? [CONTENT_TAGS.unavailable] : [])],
      failed ? CONTENT_RETRY_SECONDS : window,
    );
    return result;
  };
  // A slug no item can have (a made-up URL) needs no tag of its own: no edit will ever expire it.
  const itemTag = (tag: (slug: string) => string, slug: string) => (slug.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(slug) ? [tag(slug)] : []);
  return {
    name: source.name,
    listProjects: async () => tagged(await source.listProjects(), [CONTENT_TAGS.projects], await projectsWindow()),
    getProject: async (slug) => tagged(await source.getProject(slug), itemTag(CONTENT_TAGS.project, slug), await projectsWindow()),
    relatedProjects: async (id, limit) => tagged(await source.relatedProjects(id, limit), [CONTENT_TAGS.projects], await projectsWindow()),
    listPublishedPosts: async (options) => tagged(await source.listPublishedPosts(options), [CONTENT_TAGS.posts], await postsWindow()),
    getPost: async (slug) => tagged(await source.getPost(slug), itemTag(CONTENT_TAGS.post, slug), await postsWindow()),
    nextScheduledPostAt,
    nextScheduledProjectAt,
  };
}
