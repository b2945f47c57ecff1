/**
 * Security headers that do not depend on the page. The Content-Security-Policy is per page: cached pages carry the
 * hashes of their own inline scripts (lib/security/csp.mjs), pages rendered per request a nonce (proxy.ts).
 */

/** Headers that do not depend on the request; next.config.ts applies them to every path. */
export const staticSecurityHeaders: { key: string; value: string }[] = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  { key: "X-Frame-Options", value: "DENY" },
];

/**
 * Headers for the build's hashed assets (/_next/static/: scripts, styles, fonts). Only these two act on a file that is
 * not a document: the others govern a page (its framing, permissions, referrer, opener, policy, and HSTS, which the
 * page's own response already sets), so on an asset they would only add their bytes to each request, about 330 of
 * them to each of a page's nine startup scripts.
 */
export const buildAssetHeaders = staticSecurityHeaders.filter(({ key }) => key === "X-Content-Type-Options" || key === "Cross-Origin-Resource-Policy");

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
