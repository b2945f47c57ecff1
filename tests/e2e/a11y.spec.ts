import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, useTheme } from "./support/axe";

const HOST = "https://northtide.studio";

/** axe on every route of the sitemap: light at desktop width, dark at phone width, so each theme and width is covered on every page. */
test.describe("accessibility of every sitemap route", () => {
  test.describe.configure({ timeout: 240_000 });

  for (const [variant, theme, width] of [
    ["light, 1440 px", "light", 1440],
    ["dark, 390 px", "dark", 390],
  ] as const) {
    test(`no axe violation (${variant})`, async ({ browser, request }) => {
      const xml = await (await request.get("/sitemap.xml")).text();
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(HOST, ""));
      expect(paths.length).toBeGreaterThan(50);
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
      const page = await context.newPage();
      await useTheme(page, theme);
      await page.route(/ipapi\.co/, (route) => route.abort());
      const failures: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(new RegExp(theme === "dark" ? "\\bdark\\b" : "^(?!.*\\bdark\\b)"));
        try {
          await expectNoAxeViolations(page);
        } catch (error) {
          failures.push(`${path}: ${(error as Error).message.split("\n").slice(0, 6).join("\n")}`);
        }
      }
      await context.close();
      expect(failures, failures.join("\n\n")).toEqual([]);
    });
  }
});
