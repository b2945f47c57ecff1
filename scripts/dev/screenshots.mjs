// Screenshots of pages at 390 and 1440 px in light and dark, for looking at what was built.
// Usage: npm run screenshots -- [--admin] [--no-js] OUT_DIR /path/ [/other/ ...]   (after `next build`)
// --no-js takes them with JavaScript off, as a reader mode or a visitor without scripts sees the pages (the theme is
// then the system's, light or dark).
// --admin runs the site on the Supabase stand-in of the e2e suite (tests/support/supabase-standin.mjs) and signs
// in as its admin first, for the admin area's pages and editors: /admin/posts/{id}/ of a seeded post, say.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { serveBuild } from "../../tests/harness/serve-build.mjs";
import { startSupabaseStandin } from "../../tests/support/standin-process.mjs";

const STANDIN_KEY = "screenshots-anon-key";
const STANDIN_ADMIN = { email: "founder@northtide.test", password: "admin pass 123" };

const args = process.argv.slice(2);
const admin = args.includes("--admin");
const noJs = args.includes("--no-js");
const [outDir, ...paths] = args.filter((arg) => arg !== "--admin" && arg !== "--no-js");
if (!outDir || !paths.length || (admin && noJs)) {
  console.error("Usage: npm run screenshots -- [--admin | --no-js] OUT_DIR /path/ [/other/ ...]");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

/**
 * The same as the in-page routine below, for a page whose scripts are off: the page's own timers and animation frames
 * never run then, so the page is scrolled and its images awaited from Playwright's side.
 * @param {import("@playwright/test").Page} page
 * @param {number} viewportHeight
 */
async function drawAndScrollFromOutside(page, viewportHeight) {
  const height = await page.evaluate(() => {
    const drawAll = new CSSStyleSheet();
    drawAll.replaceSync(".render-when-near { content-visibility: visible !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, drawAll];
    return document.documentElement.scrollHeight;
  });
  for (let y = 0; y < height; y += viewportHeight / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline && !(await page.evaluate(() => [...document.images].every((image) => image.complete)))) await page.waitForTimeout(100);
}

const standin = admin ? await startSupabaseStandin({ anonKey: STANDIN_KEY }) : null;
const server = await serveBuild(standin ? { NEXT_PUBLIC_SUPABASE_URL: standin.url, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: STANDIN_KEY } : {});
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  for (const width of [390, 1440]) {
    for (const theme of /** @type {const} */ (["light", "dark"])) {
      // 390 px is a phone's screen, with its touch and overlay scrollbars; 1440 px a desktop window with a scrollbar's room.
      const phone = width === 390;
      const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, isMobile: phone, hasTouch: phone, colorScheme: theme, reducedMotion: "reduce", javaScriptEnabled: !noJs });
      await context.addInitScript((value) => {
        localStorage.setItem("theme", value);
        if (!location.search.includes("banner")) localStorage.setItem("cookieConsent", "rejected");
        sessionStorage.setItem("loadingScreenShown", "true");
      }, theme);
      await context.route(/ipapi\.co/, (route) => route.abort());
      const page = await context.newPage();
      if (admin) {
        await page.goto(`${server.url}/admin/sign-in/`);
        await page.getByLabel("E-mail address").fill(STANDIN_ADMIN.email);
        await page.getByLabel("Password").fill(STANDIN_ADMIN.password);
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.waitForURL((url) => !url.pathname.startsWith("/admin/sign-in"));
      }
      for (const pagePath of paths) {
        await page.goto(server.url + pagePath, { waitUntil: "load" });
        if (!noJs) await page.evaluate(() => document.fonts.ready);
        // Parts that load on demand (the dashboard, the chat, an editor's preview) get a moment to replace their
        // loading text.
        if (!noJs) await page.waitForFunction(() => !/Loading (preview|dashboard|chat)|Updating\.\.\./.test(document.body.innerText), null, { timeout: 10_000 }).catch(() => {});
        // A full-page capture shows the whole page at once: parts drawn only when they come near are drawn first, and
        // the page is scrolled through so that lazy images load, as they would for a visitor reading down the page.
        if (noJs) await drawAndScrollFromOutside(page, width === 390 ? 844 : 900);
        else
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
        const name = `${pagePath.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}-${theme}${noJs ? "-nojs" : ""}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL !== "0" });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  standin?.stop();
}
console.log(`screenshots in ${outDir}`);
