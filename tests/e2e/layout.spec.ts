import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import budgets from "../../budgets.json";
import { allDemoItems, isDemoEnabled } from "../../lib/demos/catalog";
import { adoptStyleSheet, expectNoAxeViolations, storeTheme } from "../support/axe";
import { findCoveredFooterLinks, findLayoutDefects, findShownUnderHeader, scrollThrough, settleImages, type LayoutDefect } from "../support/layout";

const HOST = "https://northtide.studio";
const VIEWPORTS = [
  { name: "390×844", width: 390, height: 844 },
  { name: "1440×900", width: 1440, height: 900 },
] as const;
const THEMES = ["light", "dark"] as const;
const PAGES_AT_ONCE = 2;
/** Each width and theme's pages are checked in this many tests, so that the workers share them evenly. */
const PARTS = 3;
const STANDALONE_TEMPLATES = ["/template/basic/", "/template/analytics/"];
const DEMO_STATES = allDemoItems.filter(isDemoEnabled).map((item) => `/demo/?demo=${item.id}`);
/** The search page is left out of the sitemap (noindex): its prompt, its results and its empty answer. */
const SEARCH_STATES = ["/search/", "/search/?query=seo", "/search/?query=zzqxv"];
/** axe checks every page at each width; of the demo states, one of each kind: a template, the chat, the dashboard. */
const AXE_DEMO_STATES = ["/demo/?demo=basic-template", "/demo/?demo=ai-chatbot", "/demo/?demo=dt-dashboard"];
const isCheckedByAxe = (path: string) => !path.startsWith("/demo/?") || AXE_DEMO_STATES.includes(path);
/**
 * Each page is checked at both widths, in one theme at one and in the other at the other, the themes taking turns down
 * the list: every page meets both themes and both widths, and every pairing of width and theme meets half the pages.
 * (Theme changes colours and nothing of the layout the checks measure; axe measures the colours.)
 */
const themeOf = (index: number, viewport: Viewport): Theme => THEMES[(index + VIEWPORTS.indexOf(viewport)) % THEMES.length];

/** The site's paths as its sitemap lists them. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(HOST, ""));
}

type Viewport = (typeof VIEWPORTS)[number];
type Theme = (typeof THEMES)[number];

/**
 * Parts drawn only when near are measured drawn, with the containment content-visibility: auto gives them either way,
 * so that the page's layout is the one a visitor reaching each part sees.
 */
const DRAW_EVERY_PART = ".render-when-near { content-visibility: visible !important; contain: layout style paint !important; }";

const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await nextFrames(page);
}

/**
 * Shows the cookie banner again, as it shows to a visitor who has not answered it: the answer is removed from storage
 * and the banner told so by a storage event (what another tab clearing it would send). Retried until the page has
 * hydrated the banner.
 */
async function showCookieBanner(page: Page) {
  await page.waitForFunction(() => {
    window.localStorage.removeItem("cookieConsent");
    window.dispatchEvent(new StorageEvent("storage", { key: "cookieConsent" }));
    return document.querySelector("section[aria-label='Cookie consent']") !== null;
  }, null, { polling: "raf", timeout: 10_000 });
}

/** Lighthouse's limit (budgets.json), checked here on every page at both widths, before anything scrolls. */
const MAX_LOAD_LAYOUT_SHIFT = budgets.lighthouse.maxCls;

/** Runs in the page: the layout shift since it started loading, as Lighthouse's CLS adds it up (input excluded). */
function loadLayoutShift(): Promise<number> {
  return new Promise((resolve) => {
    let total = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
    requestAnimationFrame(() => setTimeout(() => resolve(total), 0));
  });
}

/** Checks one page in the state it is in after loading: returns its layout defects, each naming where it was found. */
async function checkPage(page: Page, path: string, viewport: Viewport, theme: Theme) {
  const failures: string[] = [];
  const report = (defects: LayoutDefect[], state = "") =>
    failures.push(...defects.map((d) => `${path} at ${viewport.name}, ${theme}${state}: ${d.rule}: ${d.element}: ${d.detail}`));
  const response = await page.goto(path, { waitUntil: "load" });
  if (!response?.ok()) return [`${path} at ${viewport.name}, ${theme}: answered ${response?.status()}`];
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  await page.evaluate(() => document.fonts.ready);
  // Parts loaded on demand (the dashboard, the chat) replace a placeholder of their own size once they arrive.
  await page.waitForFunction(() => !/Loading (preview|dashboard|chat)/.test(document.body.innerText), null, { timeout: 10_000 });
  const shift = await page.evaluate(loadLayoutShift);
  if (shift > MAX_LOAD_LAYOUT_SHIFT) failures.push(`${path} at ${viewport.name}, ${theme}: layout shift while loading: ${shift.toFixed(3)} (at most ${MAX_LOAD_LAYOUT_SHIFT})`);
  await scrollThrough(page);
  await adoptStyleSheet(page, DRAW_EVERY_PART);
  await settleImages(page);
  report(await page.evaluate(findLayoutDefects));
  if (isCheckedByAxe(path)) {
    // A template's frame loads its own document and scripts after the page.
    if (path.startsWith("/demo/") || path.startsWith("/template/")) await page.waitForLoadState("networkidle").catch(() => undefined);
    try {
      await expectNoAxeViolations(page);
    } catch (error) {
      failures.push(`${path} at ${viewport.name}, ${theme}: axe: ${(error as Error).message.split("\n").slice(0, 6).join("\n")}`);
    }
  }

  await scrollToEnd(page);
  report(await page.evaluate(findCoveredFooterLinks));
  if (await page.locator("body footer:not(main footer)").count()) {
    await showCookieBanner(page);
    // The banner has taken its room (the body's padding below the footer matches the banner as it is now laid out) and
    // the page stands at its end with that room: scrolled again until both hold in the same frame. The padding is read
    // as computed, since under reduced motion every change still runs as a transition of 0.01 ms, one frame late.
    await page.waitForFunction(() => {
      const banner = document.querySelector<HTMLElement>("section[aria-label='Cookie consent']");
      const room = `${Math.ceil((banner?.offsetHeight ?? 0) + parseFloat(banner ? getComputedStyle(banner).bottom : "0"))}px`;
      if (banner === null || document.documentElement.style.getPropertyValue("--cookie-banner-room") !== room) return false;
      if (getComputedStyle(document.body).paddingBottom !== room) return false;
      const end = document.documentElement.scrollHeight - window.innerHeight;
      if (Math.abs(window.scrollY - end) <= 1) return true;
      window.scrollTo(0, end);
      return false;
    }, null, { polling: "raf", timeout: 10_000 });
    await nextFrames(page);
    const where = await page.evaluate(() => ` (room ${document.documentElement.style.getPropertyValue("--cookie-banner-room") || "none"}, scrolled to ${Math.round(window.scrollY)} of ${document.documentElement.scrollHeight - window.innerHeight})`);
    report(await page.evaluate(findCoveredFooterLinks), ` with the cookie banner showing${where}`);
  }
  return failures;
}

/**
 * Checks the paths in one viewport and theme, a few pages at a time, and returns every defect found. Each page at a time
 * has a browser context of its own: they would otherwise share local storage, where the cookie answer is kept.
 */
async function checkPages(browser: Browser, viewport: Viewport, theme: Theme, paths: string[]) {
  const queue = [...paths];
  const failures: string[] = [];
  const lane = async () => {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: "reduce" });
    await context.route(/ipapi\.co/, (route) => route.abort());
    const page = await context.newPage();
    await storeTheme(page, theme);
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        failures.push(...(await checkPage(page, path, viewport, theme)));
      } catch (error) {
        failures.push(`${path} at ${viewport.name}, ${theme}: could not be checked: ${(error as Error).message.split("\n")[0]}`);
      }
    }
    await context.close();
  };
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, lane));
  return failures;
}

/**
 * The layout and accessibility gate: every page of the sitemap, each demo of the demo browser and the standalone
 * templates, at phone and desktop size, in the theme the turns above give it, scrolled through as a visitor would. A
 * page must end with its footer, never scroll sideways, show every image, cut no text off, and keep its footer's last
 * links clear of the fixed header, floating button and cookie banner; not move while it loads; and have no axe
 * violation. Each width and theme takes PARTS tests, so that the workers share the pages and no test runs long.
 */
test.describe("layout of every page", () => {
  test.describe.configure({ timeout: 300_000 });

  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      for (let part = 0; part < PARTS; part += 1) {
        test(`${viewport.name}, ${theme} (every other page, part ${part + 1} of ${PARTS})`, async ({ browser, request }) => {
          const sitemap = await sitemapPaths(request);
          expect(sitemap.length).toBeGreaterThan(50);
          const ofTheme = [...sitemap, ...SEARCH_STATES, ...DEMO_STATES, ...STANDALONE_TEMPLATES].filter((_, index) => themeOf(index, viewport) === theme);
          const paths = ofTheme.filter((_, index) => index % PARTS === part);
          const failures = await checkPages(browser, viewport, theme, paths);
          expect(failures, failures.join("\n")).toEqual([]);
        });
      }
    }
  }
});

/**
 * The site's font is "optional": when it comes too late for the first paint, the page keeps the fallback face, whose
 * letters are wider. The pages that set their heading at display size (home and the regional pages, whose place names
 * are long) must still fit a 360 px phone in it: a word wider than its line breaks rather than being cut off.
 */
test("headings at display size fit a 360 px phone in the fallback face", async ({ browser, request }) => {
  const paths = (await sitemapPaths(request)).filter((path) => path === "/" || /^\/web-design-[^/]+\/$/.test(path));
  expect(paths.length).toBeGreaterThan(10);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, reducedMotion: "reduce" });
  await context.route(/\.woff2$/, (route) => route.abort());
  const page = await context.newPage();
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(path, { waitUntil: "load" });
    await expect(page.locator("h1")).toHaveCSS("font-size", /^(4[0-9]|[5-9][0-9])(\.\d+)?px$/);
    const defects = await page.evaluate(findLayoutDefects);
    failures.push(...defects.filter((d) => /clipped|horizontal scroll|wider than the viewport/.test(d.rule)).map((d) => `${path}: ${d.rule}: ${d.element}: ${d.detail}`));
  }
  await context.close();
  expect(failures, failures.join("\n")).toEqual([]);
});

/**
 * A case study's "At a glance" panel is pinned below the floating header while its column lasts (the desktop layout),
 * and leaves before its heading reaches the header: at each width the gate uses (with reduced motion, as the gate),
 * and at the pinned width without, scrolled through in small steps, the panel's heading is never shown under the
 * header.
 */
test.describe("the case study's pinned panel", () => {
  test.describe.configure({ timeout: 300_000 });

  // As the gate sees each width (reduced motion), and as most visitors see the pinned one.
  const variants = [...VIEWPORTS.map((viewport) => ({ viewport, reducedMotion: "reduce" as const })), { viewport: VIEWPORTS[1], reducedMotion: "no-preference" as const }];
  for (const { viewport, reducedMotion } of variants) {
    test(`keeps its heading clear of the header at ${viewport.name}, reduced motion ${reducedMotion}`, async ({ browser, request }) => {
      const projects = (await sitemapPaths(request)).filter((path) => /^\/portfolio\/[^/]+\/$/.test(path));
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion });
      await context.route(/ipapi\.co/, (route) => route.abort());
      const page = await context.newPage();
      await storeTheme(page, "light");
      const failures: string[] = [];
      let studies = 0;
      for (const path of projects) {
        await page.goto(path, { waitUntil: "load" });
        if ((await page.locator("#case-facts").count()) === 0) continue;
        studies += 1;
        await scrollThrough(page);
        // From where the panel comes into view to past the end of its column.
        const range = await page.evaluate(() => {
          const aside = document.getElementById("case-facts")!.closest("aside")!.getBoundingClientRect();
          return { from: Math.floor(aside.top + window.scrollY - window.innerHeight), to: Math.ceil(aside.bottom + window.scrollY) };
        });
        const defects = await page.evaluate(findShownUnderHeader, { selector: "#case-facts", ...range, step: 24 });
        failures.push(...defects.map((d) => `${path}: ${d.rule}: ${d.detail}`));
      }
      await context.close();
      expect(studies, "case studies in the sitemap").toBeGreaterThan(0);
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
});

/**
 * Until a part drawn when near is drawn, it is as tall as its placeholder (render-when-near in app/globals.css); a
 * part whose content is taller lays it over the next part's, and Lighthouse's target-size audit, which measures the
 * page as loaded, then found home's "Let's Discuss Your Project" on top of "View Full Portfolio" (accessibility 97 in
 * two runs of three). Loaded and left at the top, as that audit finds them, the pages with parts drawn when near give
 * every undrawn part room for its content.
 */
const PAGES_WITH_UNDRAWN_PARTS = ["/", "/about/", "/services/", "/blog/scaling-startup-vancouver-web-ai-2025/", "/portfolio/harbourview-lead-assistant/"];
test.describe("parts drawn when near, before they are drawn", () => {
  for (const viewport of VIEWPORTS) {
    test(`have room for their content at ${viewport.name}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: "reduce" });
      await context.route(/ipapi\.co/, (route) => route.abort());
      const page = await context.newPage();
      await storeTheme(page, "light");
      const cramped: string[] = [];
      let undrawn = 0;
      for (const path of PAGES_WITH_UNDRAWN_PARTS) {
        await page.goto(path, { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready);
        const parts = await page.evaluate(() =>
          [...document.querySelectorAll(".render-when-near")].map((part) => {
            const box = part.getBoundingClientRect();
            const end = Math.max(box.top, ...[...part.children].map((child) => child.getBoundingClientRect().bottom));
            const style = getComputedStyle(part);
            return {
              name: part.getAttribute("aria-labelledby") ?? part.firstElementChild?.getAttribute("aria-labelledby") ?? part.firstElementChild?.tagName.toLowerCase() ?? "empty",
              room: box.height - parseFloat(style.paddingBottom),
              content: end - box.top,
              undrawn: box.top > window.innerHeight * 2,
            };
          }),
        );
        undrawn += parts.filter((part) => part.undrawn).length;
        cramped.push(...parts.filter((part) => part.content > part.room + 1).map((part) => `${path} ${part.name}: content ${Math.round(part.content)} px in ${Math.round(part.room)} px`));
      }
      expect(undrawn, "parts still undrawn at the top of the pages").toBeGreaterThan(5);
      expect(cramped, cramped.join("\n")).toEqual([]);
      await context.close();
    });
  }
});

/** Pages with one of each defect the gate looks for, and the look-alikes it must let pass. */
const FIXTURE_STYLE = `<style>
  body { margin: 0; font: 16px/1.5 sans-serif; }
  .sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; }
</style>`;
const FIXTURES: Record<string, string> = {
  "/defects/": `<!doctype html><html><head>${FIXTURE_STYLE}</head><body>
    <main style="position: relative">
      <div style="height: 200px; overflow-y: auto"><div style="height: 2000px"></div><label class="sr-only">Newsletter e-mail</label></div>
      <div id="too-wide" style="width: 2000px; height: 10px"></div>
      <div style="overflow-x: auto"><p style="width: 2000px">A wide table in its own scroll box</p></div>
      <p id="cut-off" style="width: 80px; height: 24px; overflow: hidden; white-space: nowrap">A sentence far too long for its box</p>
      <p style="width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">A sentence shortened on purpose</p>
      <img src="/missing.webp" alt="A missing photo" width="40" height="40">
      <div id="missing-background" style="width: 40px; height: 40px; background-image: url(/missing-background.webp)"></div>
    </main>
    <footer><a href="/privacy/">Privacy</a></footer>
  </body></html>`,
  "/pinned-panel/": `<!doctype html><html><head>${FIXTURE_STYLE}<style>
    header { position: fixed; inset: 0 0 auto; } header > div { height: 68px; background: #ddd; }
    .grid { display: grid; grid-template-columns: 1fr 200px; margin-top: 400px; } .body { height: 1400px; }
    .panel { position: sticky; top: 112px; height: 500px; padding: 24px; background: #eef; }
    .fades { animation: leave linear both; animation-timeline: view(block 112px 0px); animation-range: exit 0px exit 64px; }
    @keyframes leave { to { opacity: 0; visibility: hidden; } }
  </style></head><body>
    <header><div></div></header>
    <main><div class="grid"><div class="body"></div><aside><div class="panel"><h2 id="slides">Slides</h2></div></aside></div>
    <div class="grid"><div class="body"></div><aside><div class="panel fades"><h2 id="fades">Fades</h2></div></aside></div></main>
    <footer style="height: 900px"><a href="/privacy/">Privacy</a></footer>
  </body></html>`,
  "/covered-footer/": `<!doctype html><html><head>${FIXTURE_STYLE}</head><body>
    <main style="height: 1200px"></main>
    <footer style="height: 300px; display: flex; align-items: flex-end; justify-content: space-between"><a href="/privacy/">Privacy</a><a href="/terms/">Terms</a></footer>
    <div style="position: fixed; right: 0; bottom: 0; width: 80px; height: 80px; background: teal" data-state="closed"></div>
  </body></html>`,
};

/**
 * The first layout of a page still loading can be shorter than the window, so the scrollbar appears once the rest
 * arrives: the page must not move sideways then (Lighthouse counted that as a layout shift of the contact page on
 * desktop). In a browser that shows its scrollbars, unlike the suite's headless default, the contact section stands at
 * the same place with the page cut short as in full.
 */
test("a page stands still when its scrollbar appears", async ({ playwright, baseURL }) => {
  const browser = await playwright.chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", ignoreDefaultArgs: ["--hide-scrollbars"] });
  try {
    const page = await browser.newPage({ viewport: { width: 1350, height: 940 } });
    await storeTheme(page, "light");
    await page.goto(`${baseURL}/contact/`);
    const place = () => page.evaluate(() => ({ x: document.getElementById("contact")!.getBoundingClientRect().x, gutter: window.innerWidth - document.documentElement.clientWidth, scrolls: document.documentElement.scrollHeight > window.innerHeight }));
    const full = await place();
    expect(full.scrolls).toBe(true);
    expect(full.gutter, "the browser shows its scrollbar").toBeGreaterThan(0);
    await adoptStyleSheet(page, "main ~ *, body > footer, #contact ~ * { display: none !important; } #contact { max-height: 400px; overflow: hidden; }");
    const short = await place();
    expect(short.scrolls).toBe(false);
    expect(short.x).toBe(full.x);
  } finally {
    await browser.close();
  }
});

test.describe("the layout checks", () => {
  test("find each kind of defect and let intended clipping and a panel that fades before the header pass", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route("http://layout.test/**", (route) => {
      const body = FIXTURES[new URL(route.request().url()).pathname];
      return body ? route.fulfill({ contentType: "text/html", body }) : route.fulfill({ status: 404 });
    });
    const found = (defects: LayoutDefect[]) => defects.map((d) => `${d.rule}: ${d.element}`);

    await page.goto("http://layout.test/defects/");
    await scrollThrough(page);
    await settleImages(page);
    const measured = await page.evaluate(findLayoutDefects);
    const defects = found(measured);
    expect(defects, defects.join("\n")).toEqual([
      expect.stringMatching(/^scrolls past its end: footer/),
      "horizontal scroll: document",
      "wider than the viewport: div#too-wide",
      expect.stringMatching(/^text clipped: p#cut-off/),
      'broken image: main > img "A missing photo"',
      "broken background image: div#missing-background",
    ]);
    expect(measured[0].detail).toContain('label.sr-only "Newsletter e-mail"');

    await page.goto("http://layout.test/pinned-panel/");
    const underHeader = (selector: string) => page.evaluate(findShownUnderHeader, { selector, from: 0, to: 4000, step: 16 });
    expect((await underHeader("#slides")).length).toBeGreaterThan(0);
    expect(await underHeader("#fades")).toEqual([]);

    await page.goto("http://layout.test/covered-footer/");
    await scrollToEnd(page);
    expect(found(await page.evaluate(findLayoutDefects))).toEqual([]);
    expect(found(await page.evaluate(findCoveredFooterLinks))).toEqual(['footer link covered: footer a "Terms"']);
  });
});
