import "server-only";
import * as simpleIcons from "simple-icons";
import { routes } from "@/config/routes";

type SimpleIcon = { slug: string; path: string; hex: string; title: string };
const bySlug = new Map<string, SimpleIcon>(
  Object.values(simpleIcons as unknown as Record<string, SimpleIcon>)
    .filter((icon) => icon && typeof icon === "object" && "slug" in icon)
    .map((icon) => [icon.slug, icon]),
);

/** The SVG path of a brand icon from the simple-icons package (shipped with the site, never fetched). */
export function iconPath(slug: string): string | null {
  return bySlug.get(slug)?.path ?? null;
}

/** Where the home page's marquee finds its icons: one SVG sprite, served by the site, that the browser fetches once. */
export const TECH_SPRITE_PATH = routes.techSprite;

/** Brand colours this dark would vanish on the dark theme: their icons take the text colour instead. */
export const isTooDarkForIcon = (hex: string) => luminance(hex) < 0.06;

/** The URL of one icon in the sprite: the sprite's view named by the slug. */
export const techIconUrl = (slug: string) => `${TECH_SPRITE_PATH}#${slug}`;

/**
 * The sprite of the given brand icons, stacked one under the other, each with a <view id="{slug}"> that frames it: a
 * style sheet draws one as an image (`url(/tech-stack.svg#react)`), which the browser fetches only for a part it
 * renders. Each is painted in its brand colour, except a colour too dark for the dark theme: that icon is drawn as a
 * mask filled with the text colour (app/globals.css), so its own fill does not matter.
 */
export function techIconSprite(tools: readonly { slug: string; color: string }[]): string {
  const icons = tools.flatMap(({ slug, color }) => {
    const path = iconPath(slug);
    return path ? [{ slug, path, fill: isTooDarkForIcon(color) ? "" : ` fill="${color}"` }] : [];
  });
  const drawn = icons.map(({ slug, path, fill }, index) => `<view id="${slug}" viewBox="0 ${index * 24} 24 24"/><path${fill} transform="translate(0 ${index * 24})" d="${path}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 ${icons.length * 24}">${drawn.join("")}</svg>`;
}

/** Relative luminance of a "#RRGGBB" colour, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
