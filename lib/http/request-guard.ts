import { allowedMethods, isForbiddenMethod, isRouteHandlerPath } from "./allowed-methods";

/**
 * Requests refused by the site's server before Next sees them (lib/server/before-next.ts): a method the Fetch standard
 * forbids (TRACE) and a path whose percent-escapes are not UTF-8 (`/blog/%ff/`), which Next answers with 500 before
 * any code of the site runs, and a request target (path and query) over MAX_TARGET_BYTES, which Next would redirect to
 * its trailing slash with the whole target repeated in two headers (Location and Refresh): 16 KB of headers for an
 * 8 KB path, more than Node's client reads and than a proxy's default buffers hold. A method a route handler does not
 * serve is refused here too, since Next's own 405 from a route handler names no methods; every 405 names those the URL
 * serves. A GET or HEAD of a page with a well-formed path pays one length check, one table lookup and one string search.
 */

export type Refusal = { status: 400 | 405 | 414; headers: Record<string, string>; body: string };

/** The longest request target answered: no address of the site, with any query a link adds, comes near it. */
export const MAX_TARGET_BYTES = 2048;

/** The path of a request target: what comes before its query. */
export const targetPath = (target: string) => {
  const query = target.indexOf("?");
  return query === -1 ? target : target.slice(0, query);
};

/** Whether a path has percent-escapes that do not decode to UTF-8 text (`%ff`, `%e2%82`, `%zz`). */
function hasUndecodablePath(path: string): boolean {
  if (!path.includes("%")) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

const refusalHeaders = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/** The answer to give instead of Next's, or null to let Next answer. */
export function refusalBeforeNext(method: string | undefined, target: string): Refusal | null {
  // Node hands the target over as it arrived (ASCII: anything else is percent-escaped), so its length is its size.
  if (target.length > MAX_TARGET_BYTES) return { status: 414, headers: refusalHeaders, body: "URI too long: the address is longer than any page of this site." };
  const path = targetPath(target);
  if (isForbiddenMethod(method) || (isRouteHandlerPath(path) && !allowedMethods(path).includes(String(method)))) return { status: 405, headers: { ...refusalHeaders, Allow: allowedMethods(path).join(", ") }, body: "Method not allowed." };
  if (hasUndecodablePath(path)) return { status: 400, headers: refusalHeaders, body: "Bad request: the address is not valid UTF-8." };
  return null;
}
