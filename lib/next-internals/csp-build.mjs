// @ts-check
// Post-build step: gives every page `next build` prerendered its Content-Security-Policy, computed from its own HTML
// (lib/security/csp.mjs). `next build` writes these pages to disk without calling the cache handler, so the policy goes
// where each server reads a prerendered page's headers from: the page's `.meta` file (`next start`) and its
// `initialHeaders` in prerender-manifest.json (Vercel). A prerendered page that cannot be matched to its HTML is named,
// and the build fails on it, so no page leaves without a policy. What this assumes of those files is in UPGRADING.md
// beside this file. Run by scripts/csp-build.mjs after `next build` (npm run build).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
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
