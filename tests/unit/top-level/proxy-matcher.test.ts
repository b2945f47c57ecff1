import { createRequire } from "node:module";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";

// Next's own compilation and matching of a proxy's `config.matcher` (the functions `next build` and `next start` use):
// package.json pins `next`, so these internals are the ones that decide in production.
type CompiledMatcher = { regexp: string; has?: unknown[]; missing?: unknown[] };
const require = createRequire(import.meta.url);
const { getMiddlewareMatchers } = require("next/dist/build/analysis/get-page-static-info") as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => CompiledMatcher[];
};
const { getMiddlewareRouteMatcher } = require("next/dist/shared/lib/router/utils/middleware-route-matcher") as {
  getMiddlewareRouteMatcher: (matchers: CompiledMatcher[]) => (pathname: string, request: { headers: Record<string, string> }, query: Record<string, string | string[]>) => boolean;
};
const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
/** The proxy's reach when it ran for every page: all paths but the API, Next's own files and the static files. */
const everyPage = getMiddlewareRouteMatcher(
  getMiddlewareMatchers(
    [
      "/((?!api/|_next/static|_next/image|favicon.ico|icon|apple-icon|covers/|uploads/|projects/|illustrations/|demos/|og/|fonts/|robots.txt|sitemap.xml|feed.xml|tech-stack.svg).*)",
      { source: "/((?!api/|_next/static|_next/image).*)", has: [{ type: "header", key: "next-action" }] },
      { source: "/((?!api/|_next/static|_next/image).*)", has: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }] },
    ],
    {},
  ),
);

type Sent = { method: string; path: string; headers?: Record<string, string>; body?: string };

/** Whether Next runs the proxy for this request, given the path and query as they reach it. */
function proxyRunsFor(sent: Sent, matcher = matches): boolean {
  const { path, headers = {} } = sent;
  const url = new URL(path, "http://127.0.0.1:3000");
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0] : values;
  }
  const lowercased = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return matcher(url.pathname, { headers: lowercased }, query);
}

/** Whether the proxy changes anything about this request: a refusal, a rewrite, a cookie, a policy, other headers. */
async function proxyChanges({ method, path, headers = {}, body }: Sent): Promise<boolean> {
  // A Request made with a text body gets a Content-Type the sender may not have sent: a body only goes with one.
  const hasBodyType = Object.keys(headers).some((name) => name.toLowerCase() === "content-type");
  const response = await proxy(new NextRequest(new URL(path, "http://127.0.0.1:3000"), { method, headers, body: method === "POST" && hasBodyType ? body : undefined }));
  return response.status !== 200 || [...response.headers.keys()].some((name) => name !== "x-middleware-next");
}

const browserNavigation = {
  accept: "text/html,application/xhtml+xml",
  "accept-encoding": "gzip, br",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
  cookie: "theme=dark; country=PH",
};

describe("which requests run the proxy", () => {
  it("a GET of a cached page goes straight to the cache, whatever else its URL or a browser carries", async () => {
    const pages = ["/", "/blog/", "/blog/local-seo-cebu-businesses-2025/", "/portfolio/kitsilano-physio-clinic/", "/web-design-cebu-philippines/", "/blog/page/2/", "/contact/", "/demo/", "/?utm_source=newsletter", "/blog/?tag=seo"];
    for (const path of pages) {
      const variants: Record<string, string>[] = [{}, { ...browserNavigation, "sec-fetch-site": "none" }, { ...browserNavigation, "sec-fetch-site": "same-origin" }, { rsc: "1", "next-router-prefetch": "1", "sec-fetch-site": "same-origin" }];
      for (const headers of variants) {
        const request = { method: "GET", path, headers };
        expect(proxyRunsFor(request), `${path} ${JSON.stringify(headers)}`).toBe(false);
        expect(await proxyChanges(request), `${path} ${JSON.stringify(headers)}`).toBe(false);
      }
    }
  });

  it("runs for each of its jobs", async () => {
    const jobs: Sent[] = [
      { method: "GET", path: "/blog/?page=2" },
      { method: "GET", path: "/contact/?service=web-design" },
      { method: "GET", path: "/demo/?demo=ai-chatbot" },
      { method: "GET", path: "/", headers: { "x-vercel-ip-country": "PH" } },
      { method: "GET", path: "/about/", headers: { "cf-ipcountry": "CA" } },
      { method: "GET", path: "/search/?query=seo" },
      { method: "GET", path: "/admin/" },
      { method: "GET", path: "/admin/sign-in/" },
      { method: "POST", path: "/admin/sign-in/", headers: { origin: "https://evil.example", "next-action": "00", "content-type": "text/plain;charset=UTF-8" }, body: "[]" },
      { method: "POST", path: "/admin/sign-in/", headers: { "next-action": "00", "next-router-prefetch": "1", "content-type": "text/plain;charset=UTF-8" }, body: "{{{garbage" },
      { method: "POST", path: "/contact/", headers: { "content-type": "multipart/form-data; boundary=x" }, body: "garbage" },
      { method: "POST", path: "/", headers: { origin: "https://evil.example" }, body: "x" },
      { method: "POST", path: "/", headers: { "sec-fetch-site": "cross-site" }, body: "x" },
    ];
    for (const request of jobs) {
      expect(await proxyChanges(request), JSON.stringify(request)).toBe(true);
      expect(proxyRunsFor(request), JSON.stringify(request)).toBe(true);
    }
  });

  it("refuses the methods a page rendered per request does not serve, which Next would render, with 405", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
      for (const path of ["/search/", "/admin/", "/admin/sign-in/", "/admin/export/"]) {
        if (method === "OPTIONS" && path === "/admin/export/") continue; // a route handler: Next answers OPTIONS
        const request = { method, path };
        expect(proxyRunsFor(request), `${method} ${path}`).toBe(true);
        const response = await proxy(new NextRequest(new URL(path, "http://127.0.0.1:3000"), { method }));
        expect(response.status, `${method} ${path}`).toBe(405);
        const allowed = { "/search/": "GET, HEAD", "/admin/export/": "GET, HEAD, OPTIONS" }[path] ?? "GET, HEAD, POST";
        expect(response.headers.get("allow"), `${method} ${path}`).toBe(allowed);
      }
    }
    expect(await proxyChanges({ method: "HEAD", path: "/search/?query=seo" })).toBe(true);
    expect((await proxy(new NextRequest(new URL("/admin/export/", "http://127.0.0.1:3000"), { method: "OPTIONS" }))).status).toBe(200);
  });

  it("runs for every generated request it changes that it ran for when it ran for every page", async () => {
    const paths = ["/", "/blog/", "/blog/a-post/", "/blog/page/2/", "/contact/", "/demo/", "/search/", "/admin/", "/admin/sign-in/", "/administrator/", "/about/", "/web-design-cebu-philippines/", "/favicon.ico", "/covers/a-post.svg", "/fonts/geist.woff2", "/robots.txt", "/api/contact/", "/_next/static/chunks/a.js"];
    const queries = ["page=2", "page=1", "page=abc", "page=", "page=2&page=3", "service=web-design", "service=nope", "demo=ai-chatbot", "demo=basic-template", "demo=", "utm_source=x", "query=seo", "_rsc=abc"];
    // No browser sends an empty Origin or Sec-Fetch-Site, and Next's matcher treats an empty header as absent. Such a
    // post skips the proxy; unless it is a server action (matched by its own headers), Next answers it 405.
    const optionalHeaders = {
      origin: fc.constantFrom("https://northtide.studio", "http://127.0.0.1:3000", "https://evil.example", "null"),
      "sec-fetch-site": fc.constantFrom("same-origin", "none", "same-site", "cross-site", "Cross-Site", "bogus"),
      "x-vercel-ip-country": fc.constantFrom("PH", "ca", "XX", "", "P1"),
      "cf-ipcountry": fc.constantFrom("PH", "CA", ""),
      "x-country-code": fc.constantFrom("ph", "T1"),
      cookie: fc.constantFrom("country=PH", "country=CA; theme=dark", "admin_session=x"),
      "next-action": fc.constantFrom("00", "6004b1ab572ba1be16f31e9942b64efe38cfe160b8"),
      "content-type": fc.constantFrom("multipart/form-data; boundary=x", "text/plain;charset=UTF-8", "application/json", "application/x-www-form-urlencoded"),
      "next-router-prefetch": fc.constant("1"),
      rsc: fc.constant("1"),
    };
    const request = fc.record({
      method: fc.constantFrom("GET", "HEAD", "POST"),
      path: fc.tuple(fc.constantFrom(...paths), fc.subarray(queries, { maxLength: 2 })).map(([path, query]) => (query.length ? `${path}?${query.join("&")}` : path)),
      // At most three headers, so that a request often has exactly one reason to run the proxy.
      headers: fc
        .subarray(Object.keys(optionalHeaders) as (keyof typeof optionalHeaders)[], { maxLength: 3 })
        .chain((names) => fc.tuple(...names.map((name) => optionalHeaders[name].map((value) => [name, value] as const))))
        .map((entries) => Object.fromEntries(entries)),
      body: fc.constantFrom("", "[]", '"x"', "{{{garbage", "a=1", "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--x--\r\n"),
    });
    let changed = 0;
    await fc.assert(
      fc.asyncProperty(request, async (sent) => {
        if (!proxyRunsFor(sent, everyPage) || !(await proxyChanges(sent))) return;
        changed += 1;
        expect(proxyRunsFor(sent), JSON.stringify(sent)).toBe(true);
      }),
      { seed: 20, numRuns: 600 },
    );
    expect(changed).toBeGreaterThan(100);
  });
});
