import "server-only";
import { unstable_cache } from "next/cache";

/**
 * Declares, from inside a page's render, tags for the page and how long its cached copy may serve. Next keeps a page
 * with every tag and the shortest window declared while it rendered, and unstable_cache is the one call of Next 16
 * (without Cache Components) through which a render declares both: it is used here for that side effect alone. What
 * it stores is a marker; the content itself is read fresh whenever the page renders, since the cached page is the
 * copy that counts. What this assumes of Next is in UPGRADING.md beside this file.
 */
export async function declarePageCache(tags: string[], revalidate: number | false): Promise<void> {
  await unstable_cache(async () => true, ["page-cache", ...tags], { tags, revalidate })();
}
