import { isAdminPath, routePatterns, routes } from "@/config/routes";

/**
 * The methods each URL serves, for the Allow header of a 405 and for refusing the others before anything renders.
 * A route handler serves the methods its module exports, HEAD with GET, and OPTIONS (which Next answers itself) unless
 * it is built once and served as a file (force-static); tests/unit/http/allowed-methods.test.ts holds this table to every
 * app/**\/route.ts. A `[name]` segment is any one segment.
 */
const ROUTE_HANDLERS: Record<string, readonly string[]> = {
  [routes.admin.backup]: ["GET", "HEAD", "OPTIONS"],
  [routes.admin.export]: ["GET", "HEAD", "OPTIONS"],
  [routes.admin.imagesUpload]: ["OPTIONS", "POST"],
  [routes.admin.session]: ["OPTIONS", "POST"],
  [routes.api.chat]: ["OPTIONS", "POST"],
  [routes.api.contact]: ["OPTIONS", "POST"],
  [routes.api.health]: ["GET", "HEAD", "OPTIONS"],
  [routes.api.inquiriesRetry]: ["GET", "HEAD", "OPTIONS", "POST"],
  [routes.api.revalidate]: ["OPTIONS", "POST"],
  [routePatterns.cover]: ["GET", "HEAD", "OPTIONS"],
  [routes.feed]: ["GET", "HEAD"],
  [routePatterns.ogImage]: ["GET", "HEAD", "OPTIONS"],
  [routePatterns.upload]: ["GET", "HEAD", "OPTIONS"],
};

/** Pages rendered for each request: the admin area, search, and the contact form shown again after a post without JavaScript. */
export const isPerRequestPage = (pathname: string) => isAdminPath(pathname) || pathname === routes.search || pathname === routes.contactCheck;

/** Per-request pages that show one visitor's own data (the admin area; what a visitor typed): `private, no-store`, noindex. */
export const isPrivatePage = (pathname: string) => isAdminPath(pathname) || pathname === routes.contactCheck;

/** The admin's pages also take the posts of their server actions; no other page has any. */
const ADMIN_PAGE_METHODS = ["GET", "HEAD", "POST"] as const;
const PAGE_METHODS = ["GET", "HEAD"] as const;

const segments = (pathname: string) => pathname.split("/").filter(Boolean);

function routeHandlerMethods(pathname: string): readonly string[] | null {
  const parts = segments(pathname);
  for (const [route, methods] of Object.entries(ROUTE_HANDLERS)) {
    const pattern = segments(route);
    if (pattern.length === parts.length && pattern.every((part, i) => part.startsWith("[") || part === parts[i])) return methods;
  }
  return null;
}

/** Whether a route handler answers this path (a post to it is not a server action). */
export const isRouteHandlerPath = (pathname: string) => routeHandlerMethods(pathname) !== null;

/** The methods the URL with this path serves. */
export function allowedMethods(pathname: string): readonly string[] {
  return routeHandlerMethods(pathname) ?? (isAdminPath(pathname) ? ADMIN_PAGE_METHODS : PAGE_METHODS);
}

/**
 * Methods the Fetch standard forbids (a Request cannot be made with them). Next builds a Request for each request to
 * a route handler or the proxy and answers 500 when it cannot; Node hands CONNECT to its own event, never this far.
 */
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

export const isForbiddenMethod = (method: string | undefined) => FORBIDDEN_METHODS.has(String(method).toUpperCase());

/** A 405 for a method the URL does not serve, naming those it does. */
export function methodNotAllowed(pathname: string): Response {
  return new Response("Method not allowed.", {
    status: 405,
    headers: { Allow: allowedMethods(pathname).join(", "), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
