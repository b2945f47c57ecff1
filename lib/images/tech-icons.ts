import "server-only";
import * as simpleIcons from "simple-icons";
import { isTooDarkForIcon } from "./tech-icon-view";

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
