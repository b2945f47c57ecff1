import { expect, test, type Browser } from "@playwright/test";
import { expectNoAxeViolations, storeTheme } from "../support/axe";

const HOST = "https://northtide.studio";
const SHARDS = 4;
const VARIANTS = [
  { name: "light, 1440 px", theme: "light", width: 1440 },
  { name: "dark, 390 px", theme: "dark", width: 390 },
] as const;
type Variant = (typeof VARIANTS)[number];

/** Runs axe on each path in one variant and returns what failed, path by path. */
async function checkRoutes(browser: Browser, variant: Variant, paths: string[]) {
  const context = await browser.newContext({ viewport: { width: variant.width, height: 900 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  await storeTheme(page, variant.theme);
  await page.route(/ipapi\.co/, (route) => route.abort());
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveClass(new RegExp(variant.theme === "dark" ? "\\bdark\\b" : "^(?!.*\\bdark\\b)"));
    try {
      await expectNoAxeViolations(page);
    } catch (error) {
      failures.push(`${path} (${variant.name}): ${(error as Error).message.split("\n").slice(0, 6).join("\n")}`);
    }
    // Nothing may make a page wider than the screen: a phone would zoom the whole page out to fit it.
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    if (widths.scroll > widths.client) failures.push(`${path} (${variant.name}): the page is ${widths.scroll} px wide in a ${widths.client} px viewport`);
  }
  await context.close();
  return failures;
}

/**
 * axe on every route of the sitemap in both variants, light at desktop width and dark at phone width, and no page wider
 * than the viewport. The routes are split into shards so that the workers share them.
 */
test.describe("accessibility of every sitemap route", () => {
  test.describe.configure({ timeout: 300_000 });

  for (let shard = 0; shard < SHARDS; shard++) {
    test(`no axe violation (routes ${shard + 1} of ${SHARDS})`, async ({ browser, request }) => {
      const xml = await (await request.get("/sitemap.xml")).text();
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(HOST, ""));
      expect(paths.length).toBeGreaterThan(50);
      const shardPaths = paths.filter((_, index) => index % SHARDS === shard);
      const failures: string[] = [];
      for (const variant of VARIANTS) failures.push(...(await checkRoutes(browser, variant, shardPaths)));
      expect(failures, failures.join("\n\n")).toEqual([]);
    });
  }
});
