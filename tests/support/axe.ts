import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Adds CSS to the page as a constructed style sheet (the pages' policy refuses <style> elements; the CSSOM is outside
 * its reach). Returns a function that removes it again.
 */
export async function adoptStyleSheet(page: Page, css: string): Promise<() => Promise<void>> {
  const sheet = await page.evaluateHandle((text) => {
    const adopted = new CSSStyleSheet();
    adopted.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, adopted];
    return adopted;
  }, css);
  return async () => {
    await sheet.evaluate((adopted) => (document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== adopted)));
  };
}

/**
 * Fails with a readable list when axe finds any WCAG 2.2 A/AA violation on the page as it is now. Parts that the
 * browser has not drawn yet (content-visibility: auto, below the fold) are drawn first, as a visitor reaching them
 * would see them: undrawn, they keep a placeholder height, and axe would measure their contents against it.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // axe.run in the page itself: the default mode opens a blank page for every check to merge results across frames
  // of other origins, which the site has none of (no iframe anywhere), and took twice as long.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).setLegacyMode();
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // Pages rendered per request (the admin area) stream their metadata after the body: axe waits for the title.
  await page.waitForFunction(() => document.title !== "", null, { timeout: 5_000 }).catch(() => undefined);
  const removeDrawAll = await adoptStyleSheet(page, ".render-when-near { content-visibility: visible !important; }");
  const { violations } = await builder.analyze().finally(removeDrawAll);
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary, summary.join("\n")).toEqual([]);
}

/** Puts the page in a theme before it loads, the way a returning visitor's stored choice would. */
export async function storeTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript((value) => {
    window.localStorage.setItem("theme", value);
    window.localStorage.setItem("cookieConsent", window.localStorage.getItem("cookieConsent") ?? "rejected");
    window.sessionStorage.setItem("loadingScreenShown", "true");
  }, theme);
}

/** A visitor who has answered the cookie banner and already seen the loading screen this session. */
export async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem("cookieConsent", "rejected");
    window.sessionStorage.setItem("loadingScreenShown", "true");
  });
}

/**
 * Waits until React has attached its handlers to `element` (the page has hydrated it). A click before that is the
 * browser's own: a form posts natively and the page navigates, which a slow machine makes likely.
 */
export async function expectHydrated(element: Locator) {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps")))).toBe(true);
}
