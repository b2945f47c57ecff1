// The site's Content-Security-Policy, in one plain module: the Next server (proxy, cache handler) and the post-build
// step (lib/next-internals/csp-build.mjs) all build their policies here.
import { createHash } from "node:crypto";
import { publicEnvForPolicy } from "../../config/public-env.mjs";
import { geoServiceUrl } from "../geo/geo-service.mjs";
import { siteImagesPrefix } from "../images/site-images.mjs";

/**
 * What a policy depends on besides the page: development (Next's overlay and reloads) and the public environment.
 * @typedef {{ dev?: boolean; env?: Record<string, string | undefined> }} PolicyOptions
 */

export const CSP_HEADER = /** @type {const} */ ("content-security-policy");

/** @param {string} url */
function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Every directive but script-src, which each kind of policy fills in. default-src 'none' means nothing is allowed
 * that is not listed here.
 * @param {string[]} scriptSources
 * @param {PolicyOptions} [options]
 * @returns {Record<string, string[]>}
 */
function directives(scriptSources, { dev = false, env = publicEnvForPolicy() } = {}) {
  const geoOrigin = originOf(geoServiceUrl(env.NEXT_PUBLIC_GEO_URL));
  // Images of posts and projects may live in the Supabase bucket site-images (lib/images/site-images.mjs).
  const siteImages = siteImagesPrefix(env.NEXT_PUBLIC_SUPABASE_URL);
  return {
    "default-src": ["'none'"],
    "script-src": [...scriptSources, ...(dev ? ["'unsafe-eval'"] : [])],
    // Style attributes (React's and next/image's) are allowed; <style> elements only in development, for Next's overlay.
    "style-src": ["'self'", ...(dev ? ["'unsafe-inline'"] : [])],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(siteImages ? [siteImages] : [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(geoOrigin ? [geoOrigin] : []), ...(dev ? ["ws:"] : [])],
    "frame-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/** @param {Record<string, string[]>} table */
function serialise(table) {
  return Object.entries(table)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * The script types that get a hash: JavaScript (no type, or one of its common MIME types), modules, import maps and
 * speculation rules. A script of a rarer JavaScript type (`text/javascript1.5`) gets none, so the policy blocks it.
 */
const EXECUTABLE_TYPE = /^(|module|importmap|speculationrules|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;

const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** @param {string} source */
function attributesOf(source) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/**
 * The text of every inline script the browser would run (a JSON-LD block or any other data block is not run, and
 * needs no hash), as the browser's HTML parser hands it to CSP: line breaks normalised to LF, NUL replaced.
 * @param {string} html
 * @returns {string[]}
 */
export function executableInlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = attributesOf(match[1]);
    if (attributes.has("src")) continue;
    if (!EXECUTABLE_TYPE.test((attributes.get("type") ?? "").trim())) continue;
    scripts.push(match[2].replace(/\r\n?/g, "\n").replace(/\0/g, "\uFFFD"));
  }
  return scripts;
}

/**
 * The CSP hash source of a script's text: 'sha256-…'.
 * @param {string} text
 * @returns {string}
 */
export function scriptHash(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The distinct hash sources of a page's executable inline scripts, in the order they first appear.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return [...new Set(executableInlineScripts(html).map(scriptHash))];
}

/**
 * The strict policy of a cached page: its own scripts from the site, and exactly the inline scripts its HTML holds.
 * No nonce, no 'unsafe-inline'; 'strict-dynamic' stays out, since with hashes it would drop 'self' and the page's
 * chunks would no longer load.
 * @param {string} html
 * @param {PolicyOptions} [options]
 * @returns {string}
 */
export function pagePolicy(html, options = {}) {
  return serialise(directives(["'self'", ...inlineScriptHashes(html)], options));
}

/**
 * The policy of a page rendered for one request (the admin area, search): a fresh nonce that Next puts on its own
 * scripts, and the hash of the theme boot script, which the root layout renders without one.
 * @param {string} nonce
 * @param {string[]} bootScriptHashes
 * @param {PolicyOptions} [options]
 * @returns {string}
 */
export function noncePolicy(nonce, bootScriptHashes, options = {}) {
  return serialise(directives(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...bootScriptHashes], options));
}

/**
 * What Vercel sends with a page it regenerated at run time, whose inline scripts no stored hash can describe: the
 * same policy with inline scripts allowed, the least a Next page needs to run without a nonce or hashes. Pages from
 * the build carry their strict policy too, and a browser enforces both, so for them the strict one decides.
 * @param {PolicyOptions} [options]
 * @returns {string}
 */
export function regeneratedPagePolicy(options = {}) {
  return serialise(directives(["'self'", "'unsafe-inline'"], options));
}
