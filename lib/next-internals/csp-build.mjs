// @ts-check
// Post-build step (npm run build): gives every page `next build` prerendered its Content-Security-Policy, computed
// from its own HTML (lib/security/csp.mjs). `next build` writes these pages to disk without calling the cache handler,
// so the policy goes where each server reads a prerendered page's headers from: the page's `.meta` file (`next start`)
// and its `initialHeaders` in prerender-manifest.json (Vercel). Fails when a prerendered page cannot be matched to
// its HTML, so no page leaves without a policy. What it assumes of those files is in UPGRADING.md beside this file.
// Usage: node lib/next-internals/csp-build.mjs   (after `next build`, on NEXT_DIST_DIR or .next; npm run build runs it)
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CSP_HEADER, pagePolicy } from "../security/csp.mjs";

const TAGS_HEADER = "x-next-cache-tags";
const UNAVAILABLE_TAG = "content-unavailable";

/** @typedef {{ routes: Record<string, { initialHeaders?: Record<string, string> }> }} PrerenderManifest */
/** @typedef {{ headers?: Record<string, string> }} PageMeta */

/**
 * Writes each prerendered page's policy into its .meta file and the prerender manifest; returns what it did.
 * @param {string} distDir
 * @returns {{ pages: string[]; missing: string[]; unavailable: string[] }}
 */
export function writePagePolicies(distDir) {
  const appDir = path.join(distDir, "server", "app");
  const manifestPath = path.join(distDir, "prerender-manifest.json");
  /** @type {PrerenderManifest} */
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  /** @type {string[]} */
  const pages = [];
  /** @type {string[]} */
  const missing = [];
  /** @type {string[]} */
  const unavailable = [];
  for (const [route, entry] of Object.entries(manifest.routes)) {
    const base = path.join(appDir, route === "/" ? "index" : route);
    if (existsSync(`${base}.body`)) continue; // a route handler's response, not a page
    if (!existsSync(`${base}.html`) || !existsSync(`${base}.meta`)) {
      missing.push(route);
      continue;
    }
    const policy = pagePolicy(readFileSync(`${base}.html`, "utf8"));
    /** @type {PageMeta} */
    const meta = JSON.parse(readFileSync(`${base}.meta`, "utf8"));
    meta.headers = { ...meta.headers, [CSP_HEADER]: policy };
    writeFileSync(`${base}.meta`, JSON.stringify(meta));
    entry.initialHeaders = { ...entry.initialHeaders, [CSP_HEADER]: policy };
    if (String(meta.headers[TAGS_HEADER] ?? "").split(",").includes(UNAVAILABLE_TAG)) unavailable.push(route);
    pages.push(route);
  }
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return { pages, missing, unavailable };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const { pages, missing, unavailable } = writePagePolicies(distDir);
  if (missing.length) {
    console.error(`CSP: no prerendered HTML found for ${missing.join(", ")}; these pages would leave without a policy.`);
    process.exit(1);
  }
  console.log(`CSP: the policy of ${pages.length} prerendered pages written to their .meta files and prerender-manifest.json`);
  if (unavailable.length) {
    console.warn(`CSP: ${unavailable.length} pages were built while their content could not be read (${unavailable.slice(0, 5).join(", ")}${unavailable.length > 5 ? ", ..." : ""}); they show the error state and are rendered again within a minute of serving.`);
  }
}
