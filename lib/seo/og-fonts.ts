import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 600; style: "normal" }[]> | undefined;

/**
 * Geist (SIL Open Font License, lib/seo/fonts/GEIST-LICENSE.txt), shipped with the site: next/og needs TTF data, and
 * nothing may be fetched from outside. The literal paths let the build's file tracing take the fonts into the
 * deployment (next.config.ts also names them for the Open Graph route).
 */
export function loadOgFonts() {
  fonts ??= Promise.all([
    readFile(path.join(process.cwd(), "lib/seo/fonts/Geist-Regular.ttf")).then((data) => ({ name: "Geist", data, weight: 400 as const, style: "normal" as const })),
    readFile(path.join(process.cwd(), "lib/seo/fonts/Geist-SemiBold.ttf")).then((data) => ({ name: "Geist", data, weight: 600 as const, style: "normal" as const })),
  ]);
  return fonts;
}
