import { NextResponse, type NextRequest } from "next/server";
import { createNonce } from "@/lib/security/headers";
import { noncePolicy, scriptHash } from "@/lib/security/csp.mjs";
import { themeBootScript } from "@/lib/shell/theme";
import { hasAdminSession, refreshAdminSession } from "@/lib/admin/proxy-session";
import { isAdminPath } from "@/config/routes";
import { allowedMethods, isPerRequestPage, isPrivatePage, methodNotAllowed } from "@/lib/http/allowed-methods";
import { pagePostRefusal } from "@/lib/security/page-posts";
import { COUNTRY_COOKIE, COUNTRY_COOKIE_MAX_AGE_S, countryFromHeaders } from "@/lib/geo/geo";
import { queryPageRewrite } from "@/lib/http/query-pages";
import { isDevelopment as dev } from "@/config/framework";

const bootScriptHash = scriptHash(themeBootScript);

/**
 * Runs before the requests it has a job for (config.matcher). It never makes a cached page differ between visitors:
 * it rewrites the three public URLs that carry state in their query to the prerendered page for that state, hands the
 * visitor's country from the platform's header to the browser as a cookie, refuses posts to pages (lib/security/page-posts.ts:
 * only a signed-in admin's server actions pass), and for the pages rendered per request (admin, search, the contact
 * form shown again) refuses the methods they do not serve (Next would render them), sets a fresh CSP nonce, which
 * Next puts on its own scripts, and refreshes an expiring admin session.
 * Cached pages carry the policy computed from their own HTML (lib/security/csp.mjs; under `next dev`, which caches
 * nothing, the development policy of next.config.ts); a request to them must carry no nonce, since a page
 * regenerated for it would keep that nonce.
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (isPerRequestPage(pathname) && !allowedMethods(pathname).includes(request.method)) return methodNotAllowed(pathname);
  const refused = await pagePostRefusal(request, () => hasAdminSession(request));
  if (refused) return refused;
  const rewrite = queryPageRewrite(pathname, searchParams);
  const rewriteUrl = rewrite ? new URL(rewrite, request.url) : null;
  let response: NextResponse;

  if (isPerRequestPage(pathname)) {
    const admin = isAdminPath(pathname);
    const refreshedCookies = admin ? await refreshAdminSession(request) : [];
    const csp = noncePolicy(createNonce(), [bootScriptHash], { dev });
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set("content-security-policy", csp);
    if (refreshedCookies.length) requestHeaders.set("cookie", request.cookies.toString());
    response = rewriteUrl ? NextResponse.rewrite(rewriteUrl, { request: { headers: requestHeaders } }) : NextResponse.next({ request: { headers: requestHeaders } });
    response.headers.set("Content-Security-Policy", csp);
    if (isPrivatePage(pathname)) {
      response.headers.set("Cache-Control", "private, no-store");
      response.headers.set("X-Robots-Tag", "noindex, nofollow");
    }
    for (const { name, value, options } of refreshedCookies) response.cookies.set(name, value, options);
  } else {
    response = rewriteUrl ? NextResponse.rewrite(rewriteUrl) : NextResponse.next();
  }

  const country = countryFromHeaders(request.headers);
  if (country && request.cookies.get(COUNTRY_COOKIE)?.value !== country) {
    response.cookies.set(COUNTRY_COOKIE, country, { path: "/", sameSite: "lax", secure: request.nextUrl.protocol === "https:", maxAge: COUNTRY_COOKIE_MAX_AGE_S });
  }
  return response;
}

/**
 * The proxy runs only for the requests it has a job for, so that a plain GET of a cached page goes straight to the
 * cache: running the proxy at all (Next builds a Request and a response for it) costs more than serving a cached page.
 * Each entry is one of its jobs; tests/unit/top-level/proxy-matcher.test.ts holds that every request the proxy changes is
 * matched. Next reads this object at build time, so it is written out in full rather than built from constants.
 */
export const config = {
  matcher: [
    // Pages rendered per request: a fresh nonce, and the admin session.
    "/admin/:path*",
    "/search/:path*",
    // The contact form shown again after a post without JavaScript, with what the visitor typed (no-store).
    "/contact/check/:path*",
    // The three public URLs that carry their state in the query (lib/http/query-pages.ts).
    { source: "/blog", has: [{ type: "query", key: "page" }] },
    { source: "/contact", has: [{ type: "query", key: "service" }] },
    { source: "/demo", has: [{ type: "query", key: "demo" }] },
    // The platform's geolocation header, handed to the browser as the country cookie (lib/geo/geo.ts COUNTRY_HEADERS).
    {
      source: "/((?!api/|_next/static|_next/image|favicon.ico|icon|apple-icon|covers/|uploads/|projects/|illustrations/|demos/|og/|fonts/|robots.txt|sitemap.xml|feed.xml|tech-stack.svg).*)",
      has: [{ type: "header", key: "x-vercel-ip-country" }],
    },
    {
      source: "/((?!api/|_next/static|_next/image|favicon.ico|icon|apple-icon|covers/|uploads/|projects/|illustrations/|demos/|og/|fonts/|robots.txt|sitemap.xml|feed.xml|tech-stack.svg).*)",
      has: [{ type: "header", key: "cf-ipcountry" }],
    },
    {
      source: "/((?!api/|_next/static|_next/image|favicon.ico|icon|apple-icon|covers/|uploads/|projects/|illustrations/|demos/|og/|fonts/|robots.txt|sitemap.xml|feed.xml|tech-stack.svg).*)",
      has: [{ type: "header", key: "x-country-code" }],
    },
    // A post another site's page could make (lib/security/same-origin.ts): a browser sends Origin with every POST, and
    // Sec-Fetch-Site other than same-origin or none is the other header that can refuse one.
    {
      source: "/((?!api/|_next/static|_next/image|favicon.ico|icon|apple-icon|covers/|uploads/|projects/|illustrations/|demos/|og/|fonts/|robots.txt|sitemap.xml|feed.xml|tech-stack.svg).*)",
      has: [{ type: "header", key: "origin" }],
    },
    {
      source: "/((?!api/|_next/static|_next/image|favicon.ico|icon|apple-icon|covers/|uploads/|projects/|illustrations/|demos/|og/|fonts/|robots.txt|sitemap.xml|feed.xml|tech-stack.svg).*)",
      has: [{ type: "header", key: "sec-fetch-site", value: "(?!same-origin$|none$).*" }],
    },
    // Posts to any page (a body has a type; a server action names itself), so that pagePostRefusal sees every one.
    { source: "/((?!api/|_next/static|_next/image).*)", has: [{ type: "header", key: "next-action" }] },
    { source: "/((?!api/|_next/static|_next/image).*)", has: [{ type: "header", key: "content-type" }] },
  ],
};
