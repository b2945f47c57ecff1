import { expect, test } from "@playwright/test";
import { PORTS, SUPABASE_STANDIN_URL } from "../../playwright.config";
import { NOT_FOUND_TITLES } from "../../lib/shell/not-found";
import { SELF_HOSTED_DEFAULTS_HEALTH } from "../support/health";

test("home renders server-side with the brand and a Start Your Project link", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Start Your Project");
  expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
});

test("a path without its trailing slash redirects permanently, keeping the query", async ({ request }) => {
  const response = await request.get("/about?x=1", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()["location"]).toBe("/about/?x=1");
});

test("an unknown route answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: NOT_FOUND_TITLES.page })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
});

test("an unknown path of any depth is the not-found page inside the main layout", async ({ page }) => {
  for (const path of ["/about/nothing-here/", "/blog/a/b/", "/x/y/z/"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND_TITLES.page })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("All rights reserved.");
  }
});

test("a page carries its shell once: no second header and footer travel with it for the not-found page", async ({ request }) => {
  for (const path of ["/", "/privacy/", "/blog/"]) {
    const html = await (await request.get(path)).text();
    // The skip link is server markup: once in the HTML and once in the payload React hydrates from. The footer is
    // browser code (components/layout/footer-body.tsx): its text is in the HTML alone, the payload names it.
    expect(html.split("Skip to content").length - 1, path).toBe(2);
    expect(html.split("All rights reserved.").length - 1, path).toBe(1);
  }
});

test("home and the regional pages load no monospace font: their first paint waits for one face only", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  for (const path of ["/", "/web-design-cebu-philippines/"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((url) => /mono/i.test(url))).toEqual([]);
});

test("the scripts a page runs at startup carry V8's compile hint; a chunk loaded on demand does not", async ({ page, request }) => {
  const hint = "//# allFunctionsCalledOnLoad\n";
  for (const path of ["/", "/blog/scaling-startup-vancouver-web-ai-2025/", "/demo/"]) {
    const html = await (await request.get(path)).text();
    const startup = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !/\snomodule/i.test(tag))
      .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1])
      .filter((src): src is string => Boolean(src));
    expect(startup.length, path).toBeGreaterThan(4);
    for (const src of startup) expect((await (await request.get(src)).text()).startsWith(hint), `${path}: ${src}`).toBe(true);
  }

  await page.addInitScript(() => {
    window.localStorage.setItem("cookieConsent", "rejected");
    window.sessionStorage.setItem("loadingScreenShown", "true");
  });
  await page.route(/ipapi\.co/, (route) => route.abort());
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const onDemand = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") onDemand.add(request.url());
  });
  await page.getByRole("button", { name: "Open quick contact" }).click();
  await page.getByRole("button", { name: "Chat" }).click();
  await expect(page.getByRole("dialog", { name: /Chat with/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(onDemand.size).toBeGreaterThan(0);
  for (const url of onDemand) expect((await (await request.get(url)).text()).startsWith(hint), url).toBe(false);
});

test("a web font that arrives after the first paint moves nothing: the fallback stays for that visit", async ({ page }) => {
  await page.setViewportSize({ width: 1350, height: 940 });
  await page.addInitScript(() => {
    window.localStorage.setItem("cookieConsent", "rejected");
    window.sessionStorage.setItem("loadingScreenShown", "true");
    (window as unknown as { shifts: number[] }).shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as { shifts: number[] }).shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  for (const path of ["/contact/", "/about/"]) {
    const fontArrived = page.waitForResponse(/\.woff2$/);
    await page.goto(path);
    await fontArrived;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts, path).toEqual([]);
  }
});

test.describe("GET /api/health/", () => {
  // The embedded store is opened when the server starts (instrumentation.ts); until it answers, the endpoint says 503.
  const healthy = async (get: () => Promise<{ status(): number }>) => expect.poll(async () => (await get()).status(), { timeout: 30_000, intervals: [500] }).toBe(200);

  test("the production server names each backend's source and answers 200, never cached, with the security headers", async ({ request }) => {
    await healthy(() => request.get("/api/health/"));
    const response = await request.get("/api/health/");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["strict-transport-security"]).toMatch(/max-age=\d{8,}/);
    expect(await response.json()).toEqual(SELF_HOSTED_DEFAULTS_HEALTH);
  });

  test("on Supabase (URL and publishable key, no service-role key): content and admins there, inquiries embedded, the host named", async ({ request }) => {
    const url = `http://127.0.0.1:${PORTS.supabase}/api/health/`;
    await healthy(() => request.get(url));
    const body = await (await request.get(url)).json();
    expect(body).toMatchObject({ status: "ok", content: "supabase", adminAuth: "supabase", inquiries: { store: "embedded", answers: true }, supabaseHost: new URL(SUPABASE_STANDIN_URL).host });
    expect(JSON.stringify(body)).not.toContain("e2e-anon-key");
  });
});
