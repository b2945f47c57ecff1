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
