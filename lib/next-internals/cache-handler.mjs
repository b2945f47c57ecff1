// @ts-check
// Next's own file-system cache (on disk, with its in-memory layer), plus the page's Content-Security-Policy: every page
// Next writes to its cache (regenerated after its window, after an edit, or rendered for the first time) leaves with
// the hashes of its own inline scripts, computed from the HTML it is stored with. Pages written by `next build` get
// theirs from the post-build step (csp-build.mjs); get() adds it to any entry that lacks one. Each page is also given
// its ETag here, once per version (page-etag.mjs; next.config.ts turns Next's per-request one off), and
// conditional-get.ts answers 304 when a visitor already has that version.
//
// Next loads this module itself (next.config.ts cacheHandler), outside the bundles, so it is plain JavaScript and
// imports a module from inside Next: what it assumes of that module is in UPGRADING.md.
import FileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { CSP_HEADER, pagePolicy } from "../security/csp.mjs";
import { countHookSeen } from "./hooks-seen.mjs";
import { ETAG_HEADER, pageEtag } from "./page-etag.mjs";

/**
 * The part of a cache entry's value this module reads and writes (Next's CachedAppPageValue, among other kinds).
 * @typedef {{ kind?: string; html?: unknown; status?: number; headers?: Record<string, string | string[] | number | undefined>; [key: string]: unknown }} CachedValue
 */

/** A page entry with its HTML as text: the only entries that get headers here. */
/** @typedef {CachedValue & { kind: "APP_PAGE"; html: string }} CachedPage */

// The module is CommonJS: under Node's ESM loader its class is the default export; some loaders wrap it once more.
const FileSystemCache = /** @type {typeof FileSystemCacheModule} */ (/** @type {{ default?: unknown }} */ (FileSystemCacheModule).default ?? FileSystemCacheModule);

/** @returns {value is CachedPage} */
const isPage = (/** @type {CachedValue | null | undefined} */ value) => value?.kind === "APP_PAGE" && typeof value.html === "string" && value.html !== "";
// Only a page answered with 200 gets a validator: a 304 stands for a 200.
const takesEtag = (/** @type {CachedValue} */ value) => value.status === undefined || value.status === 200;

/**
 * The headers a page's HTML decides: its policy and, for a 200, its ETag. `only` "missing" keeps what is there.
 * Anything that is not a page with HTML is returned as it is.
 * @template {CachedValue | null | undefined} T
 * @param {T} value
 * @param {"all" | "missing"} [only]
 * @returns {T}
 */
export function withPageHeaders(value, only = "all") {
  if (!isPage(value)) return value;
  const headers = { ...value.headers };
  if (only === "all" || !headers[CSP_HEADER]) headers[CSP_HEADER] = pagePolicy(value.html);
  if (takesEtag(value) && (only === "all" || !headers[ETAG_HEADER])) headers[ETAG_HEADER] = pageEtag(value.html);
  value.headers = headers;
  return value;
}

const lacksPageHeaders = (/** @type {CachedValue | null | undefined} */ value) => isPage(value) && (!value.headers?.[CSP_HEADER] || (takesEtag(value) && !value.headers?.[ETAG_HEADER]));

/** The fields of FileSystemCache this module sets although Next's types call them private. */
const privateFields = (/** @type {unknown} */ handler) => /** @type {{ flushToDisk?: boolean }} */ (handler);

export default class CspCacheHandler extends FileSystemCache {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} context */
  constructor(context) {
    super(context);
    // Next builds one for every request it routes (server-hooks.ts checks that it does).
    countHookSeen("cacheHandlersBuilt");
  }

  /** @param {Parameters<InstanceType<typeof FileSystemCache>["get"]>} args */
  async get(...args) {
    const entry = await super.get(...args);
    const value = /** @type {CachedValue | null | undefined} */ (entry?.value);
    if (String(args[1]?.kind) === "APP_PAGE") countHookSeen("pagesThroughCacheHandler");
    // The entry is the one Next keeps in memory, so this runs once per page and process, not once per request.
    if (lacksPageHeaders(value)) withPageHeaders(value, "missing");
    return entry;
  }

  /** @param {Parameters<InstanceType<typeof FileSystemCache>["set"]>} args */
  async set(...args) {
    const [, data] = args;
    const value = /** @type {CachedValue | null} */ (data);
    withPageHeaders(value);
    if (value?.kind === "APP_PAGE") countHookSeen("pagesThroughCacheHandler");
    if (value?.kind !== "APP_PAGE" || value.status !== 404) return super.set(...args);
    // A not-found page is cached for every path anyone asks for, so it stays in Next's bounded memory cache and never
    // reaches the disk, where paths made up by a scanner would pile up without limit. FileSystemCache reads its
    // (private) flushToDisk before its first await, so switching it off around the call covers exactly this write.
    const fields = privateFields(this);
    const flushToDisk = fields.flushToDisk;
    fields.flushToDisk = false;
    try {
      return super.set(...args);
    } finally {
      fields.flushToDisk = flushToDisk;
    }
  }
}
