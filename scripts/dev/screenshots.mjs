// Screenshots of pages at 390 and 1440 px in light and dark, for looking at what was built.
// Usage: npm run screenshots -- OUT_DIR /path/ [/other/ ...]   (after `next build`)
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { serveBuild } from "../../tests/harness/serve-build.mjs";

const [outDir, ...paths] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const server = await serveBuild();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  for (const width of [390, 1440]) {
    for (const theme of /** @type {const} */ (["light", "dark"])) {
      const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, colorScheme: theme, reducedMotion: "reduce" });
      await context.addInitScript((value) => {
        localStorage.setItem("theme", value);
        if (!location.search.includes("banner")) localStorage.setItem("cookieConsent", "rejected");
        sessionStorage.setItem("loadingScreenShown", "true");
      }, theme);
      await context.route(/ipapi\.co/, (route) => route.abort());
      const page = await context.newPage();
      for (const pagePath of paths) {
        await page.goto(server.url + pagePath, { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready);
        // Parts that load on demand (the dashboard, the chat) get a moment to replace their loading text.
        await page.waitForFunction(() => !/Loading (preview|dashboard|chat)/.test(document.body.innerText), null, { timeout: 10_000 }).catch(() => {});
        // A full-page capture shows the whole page at once: parts drawn only when they come near are drawn first, and
        // the page is scrolled through so that lazy images load, as they would for a visitor reading down the page.
        await page.evaluate(async () => {
          // A constructed style sheet: the pages' policy refuses <style> elements, and the CSSOM is outside its reach.
          const drawAll = new CSSStyleSheet();
          drawAll.replaceSync(".render-when-near { content-visibility: visible !important; }");
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, drawAll];
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 60)));
          }
          window.scrollTo(0, 0);
          /** @param {HTMLImageElement} image */
          const settled = (image) => new Promise((resolve) => (image.complete ? resolve(null) : (image.addEventListener("load", resolve), image.addEventListener("error", resolve))));
          await Promise.race([Promise.all([...document.images].map(settled)), new Promise((resolve) => setTimeout(resolve, 3000))]);
        });
        const name = `${pagePath.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}-${theme}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL !== "0" });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`screenshots in ${outDir}`);
