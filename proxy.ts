import { NextResponse, type NextRequest } from "next/server";
import { buildContentSecurityPolicy, createNonce } from "@/lib/security/headers";
import { isAdminPath, refreshAdminSession } from "@/lib/admin/proxy-session";
import { pagePostRefusal } from "@/lib/security/page-posts";
import { COUNTRY_COOKIE, COUNTRY_COOKIE_MAX_AGE_S, countryFromHeaders } from "@/lib/geo";

/**
 * Runs before every page: a fresh CSP nonce (Next applies it to its own scripts when it finds it in the
 * request's CSP header), and the visitor's country from the platform's header, handed to the client as a cookie.
 */
export async function proxy(request: NextRequest) {
  const refused = await pagePostRefusal(request);
  if (refused) return refused;
  const admin = isAdminPath(request.nextUrl.pathname);
  const refreshedCookies = admin ? await refreshAdminSession(request) : [];
  const nonce = createNonce();
  const allowFraming = request.nextUrl.pathname.startsWith("/template/");
  const csp = buildContentSecurityPolicy(nonce, { allowFraming, dev: process.env.NODE_ENV === "development" });

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  requestHeaders.set("x-pathname", request.nextUrl.pathname);
  if (refreshedCookies.length) requestHeaders.set("cookie", request.cookies.toString());

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  if (allowFraming) response.headers.set("X-Frame-Options", "SAMEORIGIN");
  if (admin) {
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
    for (const { name, value, options } of refreshedCookies) response.cookies.set(name, value, options);
  }

  const country = countryFromHeaders(request.headers);
  if (country && request.cookies.get(COUNTRY_COOKIE)?.value !== country) {
    response.cookies.set(COUNTRY_COOKIE, country, { path: "/", sameSite: "lax", secure: request.nextUrl.protocol === "https:", maxAge: COUNTRY_COOKIE_MAX_AGE_S });
  }
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!api/|_next/static|_next/image|favicon.ico|icon|apple-icon|covers/|projects/|illustrations/|demos/|og/|fonts/|robots.txt|sitemap.xml|feed.xml|tech-stack.svg).*)",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
    // Server-action posts, even with a prefetch header, so that pagePostRefusal sees every one.
    { source: "/((?!api/|_next/static|_next/image).*)", has: [{ type: "header", key: "next-action" }] },
    { source: "/((?!api/|_next/static|_next/image).*)", has: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }] },
  ],
};
