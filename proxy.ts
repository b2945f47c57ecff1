import { NextResponse, type NextRequest } from "next/server";
import { createNonce } from "@/lib/security/headers";
import { noncePolicy, scriptHash } from "@/lib/security/csp.mjs";
import { themeBootScript } from "@/lib/theme";
import { isAdminPath, refreshAdminSession } from "@/lib/admin/proxy-session";
import { pagePostRefusal } from "@/lib/security/page-posts";
import { COUNTRY_COOKIE, COUNTRY_COOKIE_MAX_AGE_S, countryFromHeaders } from "@/lib/geo";
import { queryPageRewrite } from "@/lib/query-pages";

const bootScriptHash = scriptHash(themeBootScript);
const dev = process.env.NODE_ENV === "development";

/**
 * Pages rendered for each request: the admin area and search results. Every other page is served from the cache,
 * except under `next dev`, which caches nothing and so can give every page a nonce.
 */
const isPerRequestPath = (pathname: string) => dev || isAdminPath(pathname) || pathname === "/search/";

/**
 * Runs before every page. It never makes a cached page differ between visitors: it rewrites the three public URLs
 * that carry state in their query to the prerendered page for that state, hands the visitor's country from the
 * platform's header to the browser as a cookie, and for the pages rendered per request (admin, search) sets a fresh
 * CSP nonce, which Next puts on its own scripts, and refreshes an expiring admin session. Cached pages carry the
 * policy computed from their own HTML (lib/security/csp.mjs); a request to them must carry no nonce, since a page
 * regenerated for it would keep that nonce.
 */
export async function proxy(request: NextRequest) {
  const refused = await pagePostRefusal(request);
  if (refused) return refused;
  const { pathname, searchParams } = request.nextUrl;
  const rewrite = queryPageRewrite(pathname, searchParams);
  const rewriteUrl = rewrite ? new URL(rewrite, request.url) : null;
  let response: NextResponse;

  if (isPerRequestPath(pathname)) {
    const admin = isAdminPath(pathname);
    const refreshedCookies = admin ? await refreshAdminSession(request) : [];
    const csp = noncePolicy(createNonce(), [bootScriptHash], { dev });
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set("content-security-policy", csp);
    if (refreshedCookies.length) requestHeaders.set("cookie", request.cookies.toString());
    response = rewriteUrl ? NextResponse.rewrite(rewriteUrl, { request: { headers: requestHeaders } }) : NextResponse.next({ request: { headers: requestHeaders } });
    response.headers.set("Content-Security-Policy", csp);
    if (admin) {
      response.headers.set("Cache-Control", "private, no-store");
      response.headers.set("X-Robots-Tag", "noindex, nofollow");
      for (const { name, value, options } of refreshedCookies) response.cookies.set(name, value, options);
    }
  } else {
    response = rewriteUrl ? NextResponse.rewrite(rewriteUrl) : NextResponse.next();
  }

  const country = countryFromHeaders(request.headers);
  if (country && request.cookies.get(COUNTRY_COOKIE)?.value !== country) {
    response.cookies.set(COUNTRY_COOKIE, country, { path: "/", sameSite: "lax", secure: request.nextUrl.protocol === "https:", maxAge: COUNTRY_COOKIE_MAX_AGE_S });
  }
  return response;
}

export const config = {
  matcher: [
    "/((?!api/|_next/static|_next/image|favicon.ico|icon|apple-icon|covers/|projects/|illustrations/|demos/|og/|fonts/|robots.txt|sitemap.xml|feed.xml|tech-stack.svg).*)",
    // Server-action posts to any path, so that pagePostRefusal sees every one.
    { source: "/((?!api/|_next/static|_next/image).*)", has: [{ type: "header", key: "next-action" }] },
    { source: "/((?!api/|_next/static|_next/image).*)", has: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }] },
  ],
};
