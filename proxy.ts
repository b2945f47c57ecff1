import { NextResponse, type NextRequest } from "next/server";
import { buildContentSecurityPolicy, createNonce } from "@/lib/security/headers";
import { COUNTRY_COOKIE, COUNTRY_COOKIE_MAX_AGE_S, countryFromHeaders } from "@/lib/geo";

/**
 * Runs before every page: a fresh CSP nonce (Next applies it to its own scripts when it finds it in the
 * request's CSP header), and the visitor's country from the platform's header, handed to the client as a cookie.
 */
export function proxy(request: NextRequest) {
  const nonce = createNonce();
  const allowFraming = request.nextUrl.pathname.startsWith("/template/");
  const csp = buildContentSecurityPolicy(nonce, { allowFraming, dev: process.env.NODE_ENV === "development" });

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  requestHeaders.set("x-pathname", request.nextUrl.pathname);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  if (allowFraming) response.headers.set("X-Frame-Options", "SAMEORIGIN");

  const country = countryFromHeaders(request.headers);
  if (country && request.cookies.get(COUNTRY_COOKIE)?.value !== country) {
    response.cookies.set(COUNTRY_COOKIE, country, { path: "/", sameSite: "lax", secure: request.nextUrl.protocol === "https:", maxAge: COUNTRY_COOKIE_MAX_AGE_S });
  }
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!api/|_next/static|_next/image|favicon.ico|icon|apple-icon|covers/|projects/|illustrations/|demos/|og/|fonts/|robots.txt|sitemap.xml|feed.xml).*)",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
  ],
};
