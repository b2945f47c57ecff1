/**
 * Whether a state-changing request comes from the site's own pages, by the headers browsers send and pages cannot
 * set (the rules of Go's http.CrossOriginProtection): `Sec-Fetch-Site` when present, else `Origin` against the
 * request's own host and the site's public URL. A request with neither comes from no browser (curl, a server), where
 * there is no visitor's browser to abuse; rate limits and validation still apply to it.
 */
export type SameOriginVerdict = { ok: true } | { ok: false; reason: string };

export const CROSS_SITE_MESSAGE = "This is only accepted from the site's own pages.";

export function sameOriginVerdict(headers: Headers, siteUrl: string | undefined): SameOriginVerdict {
  const origin = headers.get("origin");
  const fetchSite = headers.get("sec-fetch-site")?.toLowerCase();
  if (fetchSite) {
    if (fetchSite === "same-origin" || fetchSite === "none") return { ok: true };
    if (origin && trustedOrigin(origin, siteUrl)) return { ok: true };
    return { ok: false, reason: `Sec-Fetch-Site: ${fetchSite.slice(0, 20)}` };
  }
  if (origin === null) return { ok: true };
  if (trustedOrigin(origin, siteUrl) || originMatchesHost(origin, headers)) return { ok: true };
  return { ok: false, reason: "Origin is another site" };
}

/** The site's public URL (NEXT_PUBLIC_SITE_URL), where a proxy in front of it may hand the server another Host. */
function trustedOrigin(origin: string, siteUrl: string | undefined): boolean {
  const own = originOf(siteUrl);
  return own !== null && own === originOf(origin);
}

/** Origin's host against the Host the request was sent to (a browser sets both; a page cannot change either). */
function originMatchesHost(origin: string, headers: Headers): boolean {
  const host = originOf(origin) && new URL(origin).host;
  if (!host) return false;
  return [headers.get("host"), headers.get("x-forwarded-host")].some((value) => value?.split(",")[0].trim().toLowerCase() === host);
}

function originOf(url: string | undefined | null): string | null {
  if (!url || url === "null") return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}
