import { expect, test } from "@playwright/test";
import { gradeHeaders } from "../support/observatory";
import { asReturningVisitor } from "../support/axe";

/** One page of each type, and the standalone templates (which alone may be framed by the site itself). */
const PAGES = ["/", "/about/", "/services/", "/portfolio/", "/blog/", "/contact/", "/demo/", "/web-design-cebu-philippines/", "/web-design-toronto-ontario/", "/privacy/", "/search/?query=seo", "/no-such-page/"];

test.describe("security headers", () => {
  for (const path of PAGES) {
    test(`${path} grades A+ by the Observatory's rules`, async ({ request }) => {
      const response = await request.get(path);
      const result = gradeHeaders(response.headers());
      expect(result.score, JSON.stringify(result.tests, null, 2)).toBeGreaterThanOrEqual(100);
      const csp = response.headers()["content-security-policy"];
      // Search is rendered per request, with a nonce; every other page comes from the cache with its scripts' hashes.
      expect(csp).toMatch(path.startsWith("/search/") ? /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/ : /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers()["strict-transport-security"]).toMatch(/max-age=(\d{8,})/);
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      expect(response.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers()["permissions-policy"]).toContain("camera=()");
      expect(response.headers()["cross-origin-opener-policy"]).toBe("same-origin");
      expect(response.headers()["x-powered-by"]).toBeUndefined();
    });
  }

  test("a build asset (script, style, font) carries nosniff and CORP, and none of the headers that only govern a page", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const assets = [/\/_next\/static\/chunks\/[^"]+\.js/, /\/_next\/static\/chunks\/[^"]+\.css/, /\/_next\/static\/media\/[^"]+\.woff2/].map((pattern) => pattern.exec(html)?.[0]);
    for (const asset of assets) {
      expect(asset, "the home page names a script, a style sheet and a font").toBeTruthy();
      const headers = (await request.get(asset!)).headers();
      expect(headers["x-content-type-options"], asset).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"], asset).toBe("same-origin");
      expect(headers["cache-control"], asset).toContain("immutable");
      for (const pageOnly of ["content-security-policy", "strict-transport-security", "referrer-policy", "permissions-policy", "cross-origin-opener-policy", "x-frame-options"]) {
        expect(headers[pageOnly], `${asset}: ${pageOnly}`).toBeUndefined();
      }
    }
  });

  test("the script and the style sheet leave as the build's Brotli copy to a browser that takes it, the same file once decoded", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const asset of [/\/_next\/static\/chunks\/[^"]+\.js/, /\/_next\/static\/chunks\/[^"]+\.css/].map((pattern) => pattern.exec(html)![0])) {
      const brotli = await request.get(asset, { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(brotli.headers()["content-encoding"], asset).toBe("br");
      expect(brotli.headers()["cache-control"], asset).toContain("immutable");
      const plain = await request.get(asset, { headers: { "accept-encoding": "identity" } });
      expect(plain.headers()["content-encoding"], asset).toBeUndefined();
      expect((await brotli.body()).equals(await plain.body()), asset).toBe(true);
    }
  });

  test("a fresh nonce on every request to a page rendered per request", async ({ request }) => {
    const nonce = async () => /'nonce-([^']+)'/.exec((await request.get("/search/?query=seo")).headers()["content-security-policy"] ?? "")?.[1];
    const [a, b] = [await nonce(), await nonce()];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });
});

test.describe("no header breaks a feature", () => {
  for (const path of PAGES) {
    test(`${path} loads with no CSP violation and no page error`, async ({ page }) => {
      await asReturningVisitor(page);
      const problems: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      await page.route(/ipapi\.co|ip-api|ipinfo/, (route) => route.abort());
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.mouse.wheel(0, 1500);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.waitForLoadState("networkidle");
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
});
