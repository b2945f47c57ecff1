import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { EDITS_CONTENT_DIR, PORTS, serverEnv } from "../../playwright.config";
import { asReturningVisitor } from "../support/axe";
import { executableInlineScriptsByBrowser, expectStrictPolicyCoveringScripts, policiesOf, scriptSources, sha256Source, watchPolicyViolations } from "../support/csp";
import { generateETag } from "next/dist/server/lib/etag";
import { regionViews } from "../../lib/regions";
import { HEADINGS } from "../../lib/shell/headings";

const EDITS = `http://127.0.0.1:${PORTS.edits}`;
const REVALIDATE = { authorization: "Bearer e2e-revalidate-secret" };

/** One page of every public type, with the query URLs that are served from a prerendered page of their own. */
const PAGE_TYPES: { path: string; status?: number; holds?: string }[] = [
  { path: "/" },
  { path: "/about/" },
  { path: "/services/" },
  { path: "/portfolio/" },
  { path: "/portfolio/kitsilano-physio-clinic/" },
  { path: "/blog/" },
  { path: "/blog/?page=2", holds: "Articles, page 2 of" },
  { path: "/blog/local-seo-cebu-businesses-2025/" },
  { path: "/web-design-cebu-philippines/" },
  { path: "/web-design-toronto-ontario/" },
  { path: "/privacy/" },
  { path: "/terms/" },
  { path: "/sitemap/" },
  { path: "/demo/" },
  { path: "/demo/?demo=dt-dashboard", holds: 'data-demo="dt-dashboard"' },
  { path: "/contact/" },
  { path: "/contact/?service=ai-integration", holds: 'value="ai-integration" selected=""' },
  { path: "/template/basic/" },
  { path: "/template/analytics/" },
  { path: "/no-such-page/", status: 404 },
  { path: "/blog/no-such-article/", status: 404 },
];

async function expectCacheHit(request: APIRequestContext, url: string, status = 200) {
  await request.get(url);
  const response = await request.get(url);
  expect(response.status(), url).toBe(status);
  expect(response.headers()["x-nextjs-cache"], url).toBe("HIT");
  const cacheControl = response.headers()["cache-control"] ?? "";
  expect(cacheControl, url).toMatch(/(^|,\s*)s-maxage=\d+/);
  expect(cacheControl, url).not.toMatch(/private|no-store|no-cache/);
  return response;
}

/**
 * The page's ETag is Next's, of the HTML it came with (next.config.ts generateEtags), and a request naming it is
 * answered 304 with no body but the validator, the caching headers and the policy. Returns the ETag.
 */
async function expectCurrentEtag(request: APIRequestContext, response: APIResponse, url: string): Promise<string> {
  const etag = response.headers()["etag"] ?? "";
  expect(etag, `${url}: Next's ETag of its own HTML`).toBe(generateETag(await response.text()));
  for (const encoding of ["identity", "gzip"]) {
    const revisit = await request.get(url, { headers: { "if-none-match": etag, "accept-encoding": encoding } });
    expect(revisit.status(), `${url} (${encoding})`).toBe(304);
    expect((await revisit.body()).length, url).toBe(0);
    expect(revisit.headers()["etag"], url).toBe(etag);
    expect(revisit.headers()["content-encoding"], url).toBeUndefined();
    expect(revisit.headers()["cache-control"], url).toMatch(/(^|,\s*)s-maxage=\d+/);
    expect(policiesOf(revisit), url).toHaveLength(1);
  }
  return etag;
}

test.describe("pages served from the cache", () => {
  test("every public page type is a cache hit with a CDN-cacheable Cache-Control and one strict policy covering its inline scripts", async ({ page, request }) => {
    test.setTimeout(90_000);
    for (const { path: url, status, holds } of PAGE_TYPES) {
      const response = await expectCacheHit(request, url, status);
      await expectStrictPolicyCoveringScripts(page, response, url);
      if (holds) expect(await response.text(), url).toContain(holds);
      if (status === undefined) await expectCurrentEtag(request, response, url);
    }
  });

  test("a revisit naming an older version, or none, gets the whole page; HEAD and gzip follow the same rule", async ({ request }) => {
    const current = (await request.get("/about/")).headers()["etag"];
    expect(current).toMatch(/^"[0-9a-z]+"$/);
    for (const stale of ['W/"an-older-version"', '"an-older-version"', "", "not a tag"]) {
      const response = await request.get("/about/", { headers: { "if-none-match": stale, "accept-encoding": "gzip" } });
      expect(response.status(), stale).toBe(200);
      expect(await response.text(), stale).toContain("</html>");
    }
    // A list holding the current version, compared weakly, or "*".
    for (const names of [`W/"x", ${current}`, `W/${current}`, "*"]) {
      expect((await request.get("/about/", { headers: { "if-none-match": names } })).status(), names).toBe(304);
    }
    expect((await request.head("/about/", { headers: { "if-none-match": current } })).status()).toBe(304);
    // A page rendered per request has no stored version to name.
    expect((await request.get("/search/?query=seo")).headers()["etag"]).toBeUndefined();
  });

  test("the query URLs keep their canonical URLs and serve the state they name to a crawler", async ({ request }) => {
    const journal = await (await request.get("/blog/?page=2")).text();
    expect(journal).toContain('<link rel="canonical" href="https://northtide.studio/blog/?page=2"');
    const contact = await (await request.get("/contact/?service=web-design")).text();
    expect(contact).toContain('<link rel="canonical" href="https://northtide.studio/contact/"');
    const demo = await (await request.get("/demo/?demo=ai-chatbot")).text();
    expect(demo).toContain('<link rel="canonical" href="https://northtide.studio/demo/"');
    expect(demo).toContain('data-demo="ai-chatbot"');
  });

  test("pages rendered per request keep a nonce policy: search with a fresh nonce, the admin area also no-store", async ({ request }) => {
    for (const url of ["/search/?query=seo", "/admin/sign-in/"]) {
      const first = await request.get(url);
      const second = await request.get(url);
      expect(policiesOf(first), url).toHaveLength(1);
      const nonce = (response: typeof first) => scriptSources(policiesOf(response)[0]).find((source) => source.startsWith("'nonce-"));
      expect(nonce(first), url).toBeTruthy();
      expect(nonce(first), url).not.toBe(nonce(second));
      expect(scriptSources(policiesOf(first)[0]), url).toContain("'strict-dynamic'");
      expect(first.headers()["x-nextjs-cache"], url).toBeUndefined();
    }
    const admin = await request.get("/admin/sign-in/");
    expect(admin.headers()["cache-control"]).toContain("no-store");
  });
});

test.describe("hydration under the strict policy", () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
    await page.route(/ipapi\.co/, (route) => route.abort());
  });

  test("every page type hydrates (its theme toggle works) with no violation", async ({ page }) => {
    test.setTimeout(120_000);
    const problems = await watchPolicyViolations(page);
    for (const { path: url } of PAGE_TYPES.filter((entry) => !entry.path.startsWith("/template/"))) {
      await page.goto(url);
      const html = page.locator("html");
      const wasDark = await html.evaluate((element) => element.classList.contains("dark"));
      await page.getByRole("banner").getByRole("button", { name: /^Switch to (dark|light) theme$/ }).click();
      await expect(html, url).toHaveClass(wasDark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
      expect(await problems(), url).toEqual([]);
    }
  });

  test("the standalone templates hydrate: Back leads to the demos with no violation", async ({ page }) => {
    const problems = await watchPolicyViolations(page);
    for (const url of ["/template/basic/", "/template/analytics/"]) {
      // Opened from the demo browser: hydrated, the script takes the link's click and goes back in history.
      await page.goto("/demo/");
      await page.goto(url);
      await expect(page.getByRole("link", { name: /Back/ }).first()).toHaveAttribute("data-interactive", "true");
      await page.getByRole("link", { name: /Back/ }).first().click();
      await expect(page).toHaveURL(/\/demo\/$/);
      expect(await problems(), url).toEqual([]);
    }
  });

  test("client-side navigation across page types raises no violation", async ({ page }) => {
    const problems = await watchPolicyViolations(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, heading] of [["About", HEADINGS.about], ["Services", HEADINGS.services], ["Portfolio", HEADINGS.portfolio], ["Blog", HEADINGS.journal], ["Demo", HEADINGS.demos], ["Contact", HEADINGS.contact]] as const) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
    await nav.getByRole("link", { name: "Blog", exact: true }).click();
    await page.getByRole("article").first().getByRole("link").click();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
    expect(await problems()).toEqual([]);
  });

  test("an injected inline script is refused", async ({ page }) => {
    const problems = await watchPolicyViolations(page);
    await page.goto("/");
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect((await problems()).some((problem) => /script-src/.test(problem))).toBe(true);
  });
});

test.describe("the build's policies", () => {
  test("every prerendered page's initialHeaders in prerender-manifest.json (which Vercel sends) carry the policy of its own HTML", async ({ page }) => {
    const distDir = process.env.NEXT_DIST_DIR || ".next";
    const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as { routes: Record<string, { initialHeaders?: Record<string, string> }> };
    const checked: string[] = [];
    for (const [route, entry] of Object.entries(manifest.routes)) {
      const base = path.join(distDir, "server", "app", route === "/" ? "index" : route);
      let html: string;
      try {
        html = readFileSync(`${base}.html`, "utf8");
      } catch {
        continue; // a route handler's output (sitemap.xml, feed.xml, ...)
      }
      const policy = entry.initialHeaders?.["content-security-policy"] ?? "";
      expect(policy, route).toBeTruthy();
      const sources = scriptSources(policy);
      const missing = (await executableInlineScriptsByBrowser(page, html)).map(sha256Source).filter((hash) => !sources.includes(hash));
      expect(missing, route).toEqual([]);
      checked.push(route);
    }
    // The pages that do not come from content/ (which an editor may empty) are among those checked.
    const fixedPages = ["/", "/about", "/services", "/portfolio", "/blog", "/contact", "/demo", "/sitemap", "/privacy", "/terms", ...regionViews.map((region) => region.path.replace(/\/$/, ""))];
    expect(checked).toEqual(expect.arrayContaining(fixedPages));
  });
});

/** A post file in the edits server's content folder. */
function writePost(slug: string, title: string, publishedAt: string) {
  writeFileSync(
    path.join(EDITS_CONTENT_DIR, "blog", `${slug}.md`),
    `---\ntitle: "${title}"\nexcerpt: "Written by the cache tests to watch an edit go live."\ntags: ["Testing"]\npublished_at: "${publishedAt}"\ncreated_at: "2026-01-05T09:00:00+08:00"\nupdated_at: "2026-01-05T09:00:00+08:00"\n---\n\nThe article ${title} goes live through revalidation.\n`,
  );
}

/** A project file in the edits server's content folder; published_at null is unpublished. */
function writeProject(slug: string, name: string, publishedAt: string | null) {
  writeFileSync(
    path.join(EDITS_CONTENT_DIR, "projects", `${slug}.json`),
    JSON.stringify({ id: `p-${slug}`, name, slug, description: "Written by the cache tests to watch a project's publication.", created_at: "2026-01-05T09:00:00+08:00", published_at: publishedAt }),
  );
}

async function expectServedWithMatchingPolicy(page: Page, request: APIRequestContext, url: string, text: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  await expectStrictPolicyCoveringScripts(page, response, url);
  expect(await response.text(), url).toContain(text);
  await expectCurrentEtag(request, response, url);
}

test.describe("content changes on a server with its own copy of the suite's content", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  test.use({ baseURL: EDITS });

  test("POST /api/revalidate/ puts a new post live at once on exactly the pages that show it, and an unpublished one answers 404", async ({ page, request }) => {
    const slug = `cache-test-${Date.now()}`;
    const title = `Revalidation at Work ${slug.slice(-6)}`;
    const journalBefore = (await expectCacheHit(request, "/blog/")).headers()["etag"];
    await expectCacheHit(request, "/about/");
    // Published a minute ago: the newest post, first on the journal's first page and in the home teaser.
    writePost(slug, title, new Date(Date.now() - 60_000).toISOString());
    expect(await (await request.get("/blog/")).text()).not.toContain(title);

    const answer = await request.post("/api/revalidate/", { headers: REVALIDATE, data: { table: "blogs", type: "INSERT", record: { slug }, old_record: null } });
    expect(answer.status()).toBe(200);
    expect((await answer.json()).tags).toEqual(["posts", `post:${slug}`]);

    for (const url of ["/blog/", `/blog/${slug}/`, "/"]) await expectServedWithMatchingPolicy(page, request, url, title);
    // A visitor holding the journal from before the edit is sent the new one, not told that theirs is current.
    const revisit = await request.get("/blog/", { headers: { "if-none-match": journalBefore } });
    expect(revisit.status()).toBe(200);
    expect(await revisit.text()).toContain(title);
    expect(await (await request.get("/feed.xml")).text()).toContain(title);
    expect(await (await request.get("/sitemap.xml")).text()).toContain(`/blog/${slug}/`);
    // A page that shows no post was not expired.
    expect((await request.get("/about/")).headers()["x-nextjs-cache"]).toBe("HIT");
    await expectCacheHit(request, `/blog/${slug}/`);

    const problems = await watchPolicyViolations(page);
    await asReturningVisitor(page);
    await page.goto(`/blog/${slug}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await page.getByRole("banner").getByRole("button", { name: /^Switch to (dark|light) theme$/ }).click();
    expect(await problems()).toEqual([]);

    rmSync(path.join(EDITS_CONTENT_DIR, "blog", `${slug}.md`));
    expect((await request.post("/api/revalidate/", { headers: REVALIDATE, data: { kind: "post", slug } })).status()).toBe(200);
    expect((await request.get(`/blog/${slug}/`)).status()).toBe(404);
    expect(await (await request.get("/blog/")).text()).not.toContain(title);
  });

  test("a scheduled post appears by itself when it is due: the list's cache window ends then", async ({ page, request }) => {
    const slug = `scheduled-test-${Date.now()}`;
    const title = `Scheduled Post ${slug.slice(-6)}`;
    const dueInSeconds = 8;
    writePost(slug, title, new Date(Date.now() + dueInSeconds * 1000).toISOString());
    expect((await request.post("/api/revalidate/", { headers: REVALIDATE })).status()).toBe(200);
    const before = await request.get("/blog/");
    expect(await before.text()).not.toContain(title);
    const window = Number(/s-maxage=(\d+)/.exec(before.headers()["cache-control"] ?? "")?.[1]);
    expect(window).toBeGreaterThan(0);
    expect(window).toBeLessThanOrEqual(dueInSeconds);
    // Once due, the next request is served the stale page and starts the regeneration; a later one gets the new page.
    await expect.poll(async () => (await (await request.get("/blog/")).text()).includes(title), { timeout: 40_000, intervals: [1000] }).toBe(true);
    await expectServedWithMatchingPolicy(page, request, "/blog/", title);
    rmSync(path.join(EDITS_CONTENT_DIR, "blog", `${slug}.md`));
    await request.post("/api/revalidate/", { headers: REVALIDATE, data: { kind: "post", slug } });
  });

  test("an unpublished project is a 404 and in no list; a scheduled one appears by itself when it is due", async ({ page, request }) => {
    const stamp = Date.now();
    const hidden = { slug: `unpublished-project-${stamp}`, name: `Unpublished Project ${String(stamp).slice(-6)}` };
    const scheduled = { slug: `scheduled-project-${stamp}`, name: `Scheduled Project ${String(stamp).slice(-6)}` };
    const dueInSeconds = 8;
    writeProject(hidden.slug, hidden.name, null);
    writeProject(scheduled.slug, scheduled.name, new Date(Date.now() + dueInSeconds * 1000).toISOString());
    try {
      expect((await request.post("/api/revalidate/", { headers: REVALIDATE })).status()).toBe(200);
      for (const project of [hidden, scheduled]) expect((await request.get(`/portfolio/${project.slug}/`)).status(), project.slug).toBe(404);
      for (const url of ["/portfolio/", "/", "/sitemap.xml", "/sitemap/"]) {
        const text = await (await request.get(url)).text();
        expect(text, url).not.toContain(hidden.slug);
        expect(text, url).not.toContain(scheduled.slug);
      }
      expect((await request.get(`/og/project/${hidden.slug}.png`)).status()).toBe(404);
      const before = await request.get("/portfolio/");
      const window = Number(/s-maxage=(\d+)/.exec(before.headers()["cache-control"] ?? "")?.[1]);
      expect(window).toBeGreaterThan(0);
      expect(window).toBeLessThanOrEqual(dueInSeconds);
      // Once due, the next request is served the stale page and starts the regeneration; a later one gets the new page.
      await expect.poll(async () => (await (await request.get("/portfolio/")).text()).includes(scheduled.name), { timeout: 40_000, intervals: [1000] }).toBe(true);
      await expect.poll(async () => (await request.get(`/portfolio/${scheduled.slug}/`)).status(), { timeout: 40_000, intervals: [1000] }).toBe(200);
      await expectServedWithMatchingPolicy(page, request, `/portfolio/${scheduled.slug}/`, scheduled.name);
      expect((await request.get(`/portfolio/${hidden.slug}/`)).status()).toBe(404);
      expect(await (await request.get("/portfolio/")).text()).not.toContain(hidden.name);
    } finally {
      for (const project of [hidden, scheduled]) rmSync(path.join(EDITS_CONTENT_DIR, "projects", `${project.slug}.json`), { force: true });
      await request.post("/api/revalidate/", { headers: REVALIDATE });
    }
  });

  test("revalidation asks for a body it understands and the right secret", async ({ request }) => {
    expect((await request.post("/api/revalidate/")).status()).toBe(401);
    expect((await request.post("/api/revalidate/", { headers: { authorization: "Bearer wrong" } })).status()).toBe(401);
    expect((await request.post("/api/revalidate/", { headers: { ...REVALIDATE, "content-type": "application/json" }, data: "{not json" })).status()).toBe(400);
    expect((await request.post("/api/revalidate/", { headers: REVALIDATE, data: { table: "inquiries", record: {} } })).status()).toBe(400);
  });
});

test.describe("a restarted server", () => {
  test.describe.configure({ timeout: 120_000 });
  const RESTART = `http://127.0.0.1:${PORTS.restart}`;
  let server: ChildProcess | undefined;

  const start = async (keep = false) => {
    // The suite's own content, which no test edits: the edits server's folder gets scheduled posts due in seconds, and
    // a home page rendered with one of them would be stale by the time it is read after the restart.
    server = spawn(process.execPath, ["tests/support/serve-copy.mjs", "restart", String(PORTS.restart), ...(keep ? ["--keep"] : [])], {
      env: { ...process.env, ...serverEnv("restart") } as NodeJS.ProcessEnv,
      stdio: "ignore",
    });
    await expect.poll(async () => (await fetch(`${RESTART}/terms/`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
  };
  const stop = async () => {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server?.kill("SIGTERM");
    await exited;
  };
  test.afterAll(async () => {
    if (server && server.exitCode === null) await stop();
  });

  test("serves the pages it rendered before the restart, with the policy of their HTML", async ({ page, playwright }) => {
    // A context of its own for each server process: a kept-alive connection to the stopped one would be reset.
    let request = await playwright.request.newContext();
    await start();
    expect((await request.post(`${RESTART}/api/revalidate/`, { headers: REVALIDATE, data: { kind: "project", slug: "kitsilano-physio-clinic" } })).status()).toBe(200);
    const regenerated = await request.get(`${RESTART}/portfolio/`);
    expect(regenerated.headers()["x-nextjs-cache"]).toBe("MISS");
    const policy = await expectStrictPolicyCoveringScripts(page, regenerated, "regenerated /portfolio/");
    const etag = await expectCurrentEtag(request, regenerated, `${RESTART}/portfolio/`);
    for (const url of ["/portfolio/kitsilano-physio-clinic/", "/"]) expect((await request.get(`${RESTART}${url}`)).status(), url).toBe(200);
    await stop();
    await request.dispose();

    await start(true);
    request = await playwright.request.newContext();
    for (const url of ["/portfolio/", "/portfolio/kitsilano-physio-clinic/", "/"]) {
      const response = await request.get(`${RESTART}${url}`);
      expect(response.headers()["x-nextjs-cache"], url).toBe("HIT");
      const after = await expectStrictPolicyCoveringScripts(page, response, `${url} after a restart`);
      const etagAfter = await expectCurrentEtag(request, response, `${RESTART}${url}`);
      if (url === "/portfolio/") {
        expect(after).toBe(policy);
        expect(etagAfter).toBe(etag);
      }
    }
    await request.dispose();
    const problems = await watchPolicyViolations(page);
    await asReturningVisitor(page);
    await page.goto(`${RESTART}/portfolio/`);
    await page.getByRole("banner").getByRole("button", { name: /^Switch to (dark|light) theme$/ }).click();
    expect(await problems()).toEqual([]);
  });
});
