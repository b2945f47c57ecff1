/** How long a page rendered while its content could not be read is kept before it is rendered again. */
export const CONTENT_RETRY_SECONDS = 30;

/**
 * How long a not-found page is kept, here and by a CDN: briefly, so that a path that comes to exist (a post published
 * from a script, say) is never hidden behind an old 404 for long, even where no edit expires it.
 */
export const NOT_FOUND_CACHE_SECONDS = 60;

/** The longest a page that waits for a scheduled post is kept before it is rendered again anyway. */
export const MAX_CACHE_WINDOW_SECONDS = 30 * 24 * 60 * 60;

/** The moment the year after `now`'s begins (server time): the copyright line every page shows changes then. */
export function startOfNextYear(now: number = Date.now()): string {
  return new Date(new Date(now).getFullYear() + 1, 0, 1).toISOString();
}

/**
 * How long a page may be served from the cache when its content changes at `moment` (the next scheduled post going
 * live): the seconds until then, at least 1 and at most MAX_CACHE_WINDOW_SECONDS; `false` (until an edit expires it)
 * when nothing is scheduled.
 */
export function cacheWindowUntil(moment: string | null, now: number = Date.now()): number | false {
  if (!moment) return false;
  const at = Date.parse(moment);
  if (Number.isNaN(at)) return false;
  return Math.min(MAX_CACHE_WINDOW_SECONDS, Math.max(1, Math.ceil((at - now) / 1000)));
}
