import { browserRoutes } from "@/config/browser-routes";

/** Where the home page's marquee finds its icons: one SVG sprite, served by the site, that the browser fetches once. */
export const TECH_SPRITE_PATH = browserRoutes.techSprite;

/** The URL of one icon in the sprite: the sprite's view named by the slug. */
export const techIconUrl = (slug: string) => `${TECH_SPRITE_PATH}#${slug}`;

/** Brand colours this dark would vanish on the dark theme: their icons take the text colour instead. */
export const isTooDarkForIcon = (hex: string) => luminance(hex) < 0.06;

/** Relative luminance of a "#RRGGBB" colour, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
