import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIResponse } from "@playwright/test";
import { EDITS_CONTENT_DIR, PORTS } from "../../playwright.config";
import { asReturningVisitor } from "../support/axe";
import { expectStrictPolicyCoveringScripts, watchPolicyViolations } from "../support/csp";
import { metaContents, titles } from "../support/html";
import { NOT_FOUND_PATHS } from "../support/not-found-paths.mjs";
import { NOT_FOUND_CACHE_SECONDS } from "../../lib/content/cache-window";
import { ARTICLE_ERROR_HEADING, ARTICLE_NOT_FOUND_TEXT, NOT_FOUND_TITLES, PROJECT_NOT_FOUND_TEXT } from "../../lib/shell/not-found";

/** Each kind of 404 the site answers, with what its page must say and link to. */
const KINDS = [
  { kind: "unknown path", path: NOT_FOUND_PATHS["unknown path"], title: `${NOT_FOUND_TITLES.page} | Northtide Studio`, heading: NOT_FOUND_TITLES.page, text: "Everything the studio offers is one click from the homepage.", links: [["Return to Homepage", "/"]] },
  { kind: "deep unknown path", path: NOT_FOUND_PATHS["deep unknown path"], title: `${NOT_FOUND_TITLES.page} | Northtide Studio`, heading: NOT_FOUND_TITLES.page, text: "Everything the studio offers is one click from the homepage.", links: [["Return to Homepage", "/"]] },
  { kind: "article", path: NOT_FOUND_PATHS["article"], title: `${NOT_FOUND_TITLES.article} | Northtide Studio`, heading: ARTICLE_ERROR_HEADING, text: ARTICLE_NOT_FOUND_TEXT, links: [["Back to Blog", "/blog/"]] },
  { kind: "project", path: NOT_FOUND_PATHS["project"], title: `${NOT_FOUND_TITLES.project} | Northtide Studio`, heading: NOT_FOUND_TITLES.project, text: PROJECT_NOT_FOUND_TEXT, links: [["Back to Portfolio", "/portfolio/"], ["Try Again", ""]] },
  { kind: "region", path: NOT_FOUND_PATHS["region"], title: `${NOT_FOUND_TITLES.page} | Northtide Studio`, heading: NOT_FOUND_TITLES.page, text: "Everything the studio offers is one click from the homepage.", links: [["Return to Homepage", "/"]] },
  { kind: "demo", path: NOT_FOUND_PATHS["demo"], title: `${NOT_FOUND_TITLES.page} | Northtide Studio`, heading: NOT_FOUND_TITLES.page, text: "Everything the studio offers is one click from the homepage.", links: [["Return to Homepage", "/"]] },
] as const;

/** The markup a browser shows before any script runs: the HTML without its scripts. */
const withoutScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/gi, "");
const decode = (text: string) => text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

function expectBriefCdnCache(response: APIResponse, label: string) {
  const cacheControl = response.headers()["cache-control"] ?? "";
  const sMaxAge = Number(/(?:^|,\s*)s-maxage=(\d+)/.exec(cacheControl)?.[1]);
  expect(sMaxAge, `${label}: ${cacheControl}`).toBeGreaterThan(0);
  expect(sMaxAge, `${label}: ${cacheControl}`).toBeLessThanOrEqual(NOT_FOUND_CACHE_SECONDS);
  expect(cacheControl, label).not.toMatch(/private|no-store/);
}

test.describe("not-found pages", () => {
  for (const { kind, path: url, title, heading, text, links } of KINDS) {
    test(`${kind}: a complete 404 page in the HTML itself, briefly cached, with its own policy`, async ({ page, request }) => {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      const html = await response.text();
      expect(html, url).toMatch(/<html[^>]*\slang="en"/);
      expect(html, url).not.toContain("__next_error__");
      expect(titles(html), url).toEqual([title]);
      expect(metaContents(html, "robots").some((content) => /\bnoindex\b/.test(content)), url).toBe(true);
      const shown = decode(withoutScripts(html));
      expect(shown, url).toMatch(/<header\b/);
      expect(shown, url).toMatch(/<footer\b/);
      expect(shown, url).toContain("All rights reserved.");
      expect(shown, url).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(shown, url).toContain(text);
      for (const [label, href] of links) expect(shown, `${url}: ${label}`).toMatch(new RegExp(`<a[^>]*href="${href}"[^>]*>${label}</a>`));
      expectBriefCdnCache(response, url);

      const again = await request.get(url);
      expect(again.status(), url).toBe(404);
      // Served from the cache: fresh, or past its minute when another test asked for the same path earlier in the run.
      expect(["HIT", "STALE"], url).toContain(again.headers()["x-nextjs-cache"]);
      expectBriefCdnCache(again, url);
      await expectStrictPolicyCoveringScripts(page, again, url);
    });

    test(`${kind}: the title is right before and after hydration, and the page hydrates with no violation`, async ({ page }) => {
      await asReturningVisitor(page);
      const problems = await watchPolicyViolations(page);
      const response = await page.goto(url, { waitUntil: "commit" });
      expect(response?.status(), url).toBe(404);
      await expect(page).toHaveTitle(title);
      await page.waitForLoadState("load");
      const html = page.locator("html");
      const wasDark = await html.evaluate((element) => element.classList.contains("dark"));
      // The theme toggle works only once the page has hydrated.
      await page.getByRole("banner").getByRole("button", { name: /^Switch to (dark|light) theme$/ }).click();
      await expect(html).toHaveClass(wasDark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await page.waitForTimeout(500);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(await problems(), url).toEqual([]);
    });
  }

  test("without JavaScript every 404 shows its message, the header and the footer", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path: url, title, heading, text } of KINDS) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page, url).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1, name: heading }), url).toBeVisible();
      await expect(page.getByText(text), url).toBeVisible();
      await expect(page.getByRole("banner"), url).toBeVisible();
      await expect(page.getByRole("contentinfo"), url).toContainText("All rights reserved.");
    }
    await context.close();
  });

  test("following a link to a missing page in the browser shows the not-found page with its title", async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto("/");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/blog/no-such-post/";
      link.textContent = "missing post";
      link.id = "missing-post-link";
      document.body.append(link);
    });
    await page.locator("#missing-post-link").click();
    await expect(page.getByRole("heading", { level: 1, name: ARTICLE_ERROR_HEADING })).toBeVisible();
    await expect(page).toHaveTitle(`${NOT_FOUND_TITLES.article} | Northtide Studio`);
  });
});

test.describe("a 404 on a server with its own copy of the suite's content", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  test.use({ baseURL: `http://127.0.0.1:${PORTS.edits}` });

  test("publishing a post turns its cached 404 into the article at once", async ({ request }) => {
    const slug = `notfound-test-${Date.now()}`;
    const title = `Published After Its 404 ${slug.slice(-6)}`;
    const file = path.join(EDITS_CONTENT_DIR, "blog", `${slug}.md`);
    try {
      await request.get(`/blog/${slug}/`);
      const missing = await request.get(`/blog/${slug}/`);
      expect(missing.status()).toBe(404);
      expect(missing.headers()["x-nextjs-cache"]).toBe("HIT");

      writeFileSync(
        file,
        `---\ntitle: "${title}"\nexcerpt: "Written by the not-found tests."\ntags: ["Testing"]\npublished_at: "${new Date(Date.now() - 60_000).toISOString()}"\ncreated_at: "2026-01-05T09:00:00+08:00"\nupdated_at: "2026-01-05T09:00:00+08:00"\n---\n\nThe article ${title} replaces a 404.\n`,
      );
      // Until the edit is announced the cached 404 stands (a CDN's copy lapses within NOT_FOUND_CACHE_SECONDS).
      expect((await request.get(`/blog/${slug}/`)).status()).toBe(404);
      const answer = await request.post("/api/revalidate/", { headers: { authorization: "Bearer e2e-revalidate-secret" }, data: { kind: "post", slug } });
      expect(answer.status()).toBe(200);

      const article = await request.get(`/blog/${slug}/`);
      expect(article.status()).toBe(200);
      const html = await article.text();
      expect(titles(html)).toEqual([`${title} | Blog - Northtide Studio`]);
      expect(html).toContain(`The article ${title} replaces a 404.`);
      expect(metaContents(html, "robots")).toEqual(["index, follow"]);
    } finally {
      rmSync(file, { force: true });
    }
  });
});
