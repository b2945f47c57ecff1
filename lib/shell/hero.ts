/** The hero's rotating word (docs/product.md, "Timings and constants"). */
export const HERO_WORDS = ["design.", "automate.", "elevate."] as const;
export const HERO_ROTATION_MS = 2000;
