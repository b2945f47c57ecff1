"use client";

import { themeBootScript } from "@/lib/shell/theme";

/**
 * The boot script in the <head> (lib/shell/theme.ts). Rendered by browser code, so that every page's payload names
 * this component instead of carrying the script's text a second time; React keeps the server's element on hydration
 * and never runs a script it renders, so the script runs once, from the HTML, before the first paint.
 */
export function ThemeBoot() {
  return <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />;
}
