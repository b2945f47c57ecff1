import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Width and height from a WebP file's header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(file: Buffer): { width: number; height: number } {
  if (file.toString("ascii", 0, 4) !== "RIFF" || file.toString("ascii", 8, 12) !== "WEBP") throw new Error("not a WebP file");
  const chunk = file.toString("ascii", 12, 16);
  if (chunk === "VP8X") return { width: 1 + file.readUIntLE(24, 3), height: 1 + file.readUIntLE(27, 3) };
  if (chunk === "VP8 ") return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = file.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  throw new Error(`unknown WebP chunk ${chunk}`);
}

const ART = "art";
const manifest: Record<string, { sha256: string; webp: string; width: number; height: number }> = JSON.parse(readFileSync(path.join(ART, "rendered.json"), "utf8"));
const sources = readdirSync(ART, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".svg")).sort();

describe("the site's drawings", () => {
  it("are all rendered, from their current source (run `npm run gen:art` after changing one)", () => {
    expect(sources.length).toBeGreaterThan(0);
    expect(Object.keys(manifest).sort()).toEqual(sources);
    for (const source of sources) {
      const svg = readFileSync(path.join(ART, source), "utf8");
      expect(manifest[source].sha256, source).toBe(createHash("sha256").update(svg).digest("hex"));
    }
  });

  it("are WebP files in public/ at twice their drawn size", () => {
    for (const source of sources) {
      const svg = readFileSync(path.join(ART, source), "utf8");
      const drawn = { width: Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1]), height: Number(/<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1]) };
      const file = path.join("public", manifest[source].webp);
      expect(existsSync(file), file).toBe(true);
      expect(webpSize(readFileSync(file)), source).toEqual({ width: drawn.width * 2, height: drawn.height * 2 });
    }
  });

  // The projects' images are the editor's choice: the content rules (tests/unit/content/content-files.test.ts) check that each is a
  // file in public/, drawn here or not.
  it("are what the static lists point to", async () => {
    const served = new Set(Object.values(manifest).map((entry) => entry.webp));
    const { services } = await import("@/lib/data/services");
    const { carouselDemos } = await import("@/lib/data/carousel-demos");
    const { allDemoItems } = await import("@/lib/demos/catalog");
    const demoImages = allDemoItems.flatMap((item) => [item.imageUrl, ...(item.gallery ?? [])]);
    for (const url of [...services.map((s) => s.imageUrl), ...carouselDemos.map((d) => d.imageUrl), ...demoImages].filter(Boolean)) {
      expect(served.has(url as string), String(url)).toBe(true);
    }
  });
});
