/** A post or project is public only when published_at is set and not in the future. */
export function isPubliclyVisible(publishedAt: string | null | undefined, now: Date = new Date()): boolean {
  if (!publishedAt) return false;
  const time = Date.parse(publishedAt);
  return !Number.isNaN(time) && time <= now.getTime();
}

/** Newest first by published_at (posts) or created_at (projects); missing dates sort last. */
export function byDateDesc<T>(date: (item: T) => string | null | undefined) {
  return (a: T, b: T) => (Date.parse(date(b) ?? "") || 0) - (Date.parse(date(a) ?? "") || 0);
}

/** The earliest of `times` still in the future (the next scheduled post or project going live), or null. */
export function nextScheduledTime(times: Iterable<string | null | undefined>, now: number = Date.now()): string | null {
  let next = Infinity;
  for (const value of times) {
    const time = value ? Date.parse(value) : NaN;
    if (time > now && time < next) next = time;
  }
  return next === Infinity ? null : new Date(next).toISOString();
}
