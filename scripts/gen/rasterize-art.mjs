// Renders the site's drawings (art/**/*.svg) to WebP in public/, at twice their drawn size, in Chromium with
// the site's own Geist face. Pages show the WebP through next/image, which serves each screen a right-sized WebP.
// An SVG shown as an <img> is laid out and painted on the browser's main thread, as a document of its own, every
// time a page shows it (20-40 ms each for the project screens on a phone), while a raster image is decoded off it.
// art/rendered.json records which source each WebP was drawn from; a unit test fails when they drift apart.
// Usage: npm run gen:art   (Chromium from CHROME_PATH or /usr/bin/chromium)
import { chromium } from "@playwright/test";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export const ART_SOURCE_DIR = "art";
export const ART_MANIFEST = path.join(ART_SOURCE_DIR, "rendered.json");
const SCALE = 2;
const QUALITY = 0.9;

const sources = readdirSync(ART_SOURCE_DIR, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".svg"))
  .sort();
const font = readFileSync("app/fonts/geist-latin.woff2").toString("base64");
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
/** @type {Record<string, { sha256: string; webp: string; width: number; height: number }>} */
const manifest = {};
try {
  for (const source of sources) {
    const svg = readFileSync(path.join(ART_SOURCE_DIR, source), "utf8");
    const width = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1]);
    const height = Number(/<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1]);
    if (!width || !height) throw new Error(`${source}: the <svg> needs width and height attributes`);
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: SCALE });
    await page.setContent(
      `<!doctype html><style>@font-face{font-family:Geist;src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:400 700}html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`,
    );
    await page.evaluate(async () => {
      await document.fonts.load('600 16px Geist');
      await document.fonts.ready;
    });
    const png = (await page.locator("svg").first().screenshot({ omitBackground: true, animations: "disabled" })).toString("base64");
    const webp = await page.evaluate(
      async ({ png, quality }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext("2d");
        if (!context) throw new Error("Chromium gave no 2D canvas");
        context.drawImage(image, 0, 0);
        return canvas.toDataURL("image/webp", quality).split(",")[1];
      },
      { png, quality: QUALITY },
    );
    await page.close();
    const output = path.join("public", source.replace(/\.svg$/, ".webp"));
    mkdirSync(path.dirname(output), { recursive: true });
    writeFileSync(output, Buffer.from(webp, "base64"));
    manifest[source] = { sha256: createHash("sha256").update(svg).digest("hex"), webp: `/${path.relative("public", output)}`, width: width * SCALE, height: height * SCALE };
    console.log(`${source} -> ${output} (${width * SCALE}x${height * SCALE}, ${Math.round(Buffer.from(webp, "base64").length / 1024)} KB)`);
  }
} finally {
  await browser.close();
}
writeFileSync(ART_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
