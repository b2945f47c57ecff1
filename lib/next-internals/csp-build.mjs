// @ts-check
// Post-build step: gives every page `next build` prerendered its Content-Security-Policy, computed from its own HTML
// (lib/security/csp.mjs), in its `initialHeaders` in prerender-manifest.json, which Vercel sends with the page.
// Self-hosted, the site's cache handler renders each page on its first request and gives it its policy then
// (lib/server/cache-handler.mjs). A prerendered page that cannot be matched to its HTML is named, and the build fails
// on it, so no page leaves without a policy. This is the one module that reads the files `next build` writes:
// prerender-manifest.json (`routes`, keyed by path, `/` being `server/app/index`), and for each page its
// `server/app/<path>.html` and the JSON `.meta` beside it, whose headers hold its cache tags (a route handler's output
// has a `.body` instead). Run by scripts/post-build.mjs after `next build` (npm run build); when Next changes these
// files, the step or tests/e2e/cache.spec.ts ("the build's policies") fails.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CSP_HEADER, pagePolicy } from "../security/csp.mjs";

const TAGS_HEADER = "x-next-cache-tags";
const UNAVAILABLE_TAG = "content-unavailable";

/** @typedef {{ routes: Record<string, { initialHeaders?: Record<string, string> }> }} PrerenderManifest */
/** @typedef {{ headers?: Record<string, string> }} PageMeta */

/**
 * Writes each prerendered page's policy into the prerender manifest; returns what it did.
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
    entry.initialHeaders = { ...entry.initialHeaders, [CSP_HEADER]: pagePolicy(readFileSync(`${base}.html`, "utf8")) };
    /** @type {PageMeta} */
    const meta = JSON.parse(readFileSync(`${base}.meta`, "utf8"));
    if (String(meta.headers?.[TAGS_HEADER] ?? "").split(",").includes(UNAVAILABLE_TAG)) unavailable.push(route);
    pages.push(route);
  }
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return { pages, missing, unavailable };
}
