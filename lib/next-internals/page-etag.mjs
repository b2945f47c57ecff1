// @ts-check
// The validator of a cached page, computed once when its HTML is written to the cache (or first read from the build's
// output) instead of hashing the whole answer on every request, as Next's own ETag does (what that costs is in
// docs/performance.md, "Repeat visits"). Weak, because one entry answers as HTML and as an RSC payload, compressed or
// not: the tag names the version of the page, which all of them share.
import { createHash } from "node:crypto";

export const ETAG_HEADER = "etag";

/** @param {string} html @returns {string} */
export function pageEtag(html) {
  return `W/"${createHash("sha256").update(html, "utf8").digest("base64url").slice(0, 27)}"`;
}
