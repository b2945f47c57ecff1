import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

const FONT_DIR = path.join(process.cwd(), "node_modules", "geist", "dist", "fonts", "geist-sans");
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 600; style: "normal" }[]> | undefined;

/** Geist, read from the installed package: next/og needs TTF data, and nothing may be fetched from outside. */
export function loadOgFonts() {
  fonts ??= Promise.all([
    readFile(path.join(FONT_DIR, "Geist-Regular.ttf")).then((data) => ({ name: "Geist", data, weight: 400 as const, style: "normal" as const })),
    readFile(path.join(FONT_DIR, "Geist-SemiBold.ttf")).then((data) => ({ name: "Geist", data, weight: 600 as const, style: "normal" as const })),
  ]);
  return fonts;
}
