/** Blog presentation rules (docs/product.md, "Journal" and "Counts and limits"). */
export const POSTS_PER_PAGE = 6;
export const CARD_TAG_LIMIT = 2;
export const CARD_TITLE_LIMIT = 50;
export const CARD_PLACEHOLDER_CHARS = 20;
export const ARTICLE_PLACEHOLDER_CHARS = 25;
export const TEASER_POSTS = 3;

/** "March 14, 2025" (long US format, in UTC so the server and every reader agree), or null for a missing date. */
export function formatLongDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(date);
}

/** The title cut to 50 characters plus "..." when it is longer; a title that fits is left whole. */
export function truncateTitle(title: string, limit = CARD_TITLE_LIMIT): string {
  return title.length > limit ? `${title.slice(0, limit).trimEnd()}...` : title;
}

/** The text a generated placeholder image shows: the first n characters of the title. */
export function placeholderText(title: string, characters: number): string {
  return title.slice(0, characters);
}

/** Reads ?page=n: junk, zero or negative gives page 1; a page past the end gives the last page. */
export function resolvePage(raw: string | string[] | undefined, totalItems: number, perPage = POSTS_PER_PAGE): { page: number; totalPages: number } {
  const totalPages = Math.max(1, Math.ceil(totalItems / perPage));
  const value = Array.isArray(raw) ? raw[0] : raw;
  const parsed = value && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return { page: Math.min(Math.max(1, parsed), totalPages), totalPages };
}

export function pageSlice<T>(items: T[], page: number, perPage = POSTS_PER_PAGE): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}
