/** Header behaviour (docs/product.md, "The main layout"): compact and shadowed after 50 px of scroll; full-width within the top 5% of the viewport. */
export const HEADER_COMPACT_AFTER_PX = 50;
export const HEADER_FULL_WIDTH_ZONE = 0.05;

export function headerState(scrollY: number, viewportHeight: number): { compact: boolean; fullWidth: boolean } {
  return {
    compact: scrollY > HEADER_COMPACT_AFTER_PX,
    fullWidth: scrollY <= viewportHeight * HEADER_FULL_WIDTH_ZONE,
  };
}

/** Fraction of the page scrolled, 0 to 1, for the progress bar. */
export function scrollProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, scrollY / scrollable));
}

const withSlash = (path: string) => (path.endsWith("/") ? path : `${path}/`);

/** The active item is the one whose path equals the current path or is a prefix of it (home only matches itself). */
export function isActivePath(itemHref: string, currentPath: string): boolean {
  const item = withSlash(itemHref);
  const current = withSlash(currentPath || "/");
  if (item === "/") return current === "/";
  return current === item || current.startsWith(item);
}
