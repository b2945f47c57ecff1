// Next's own file-system cache (on disk, with its in-memory layer), plus the page's Content-Security-Policy: every page
// Next writes to its cache (regenerated after its window, after an edit, or rendered for the first time) leaves with
// the hashes of its own inline scripts, computed from the HTML it is stored with. Pages written by `next build` get
// theirs from the post-build step (scripts/csp-build.mjs); get() adds it to any entry that lacks one. Each page is
// also given its ETag here, once per version (lib/cache/page-etag.mjs; next.config.ts turns Next's per-request one
// off), and lib/http/conditional-get.ts answers 304 when a visitor already has that version.
//
// Next loads this module itself (next.config.ts cacheHandler), outside the bundles, so it is plain JavaScript and
// imports a module from inside Next: package.json pins `next` to the exact version this was written against.
import FileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { CSP_HEADER, pagePolicy } from "../security/csp.mjs";
import { ETAG_HEADER, pageEtag } from "./page-etag.mjs";

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

const isPage = (value) => value?.kind === "APP_PAGE" && typeof value.html === "string" && value.html !== "";
// Only a page answered with 200 gets a validator: a 304 stands for a 200.
const takesEtag = (value) => value.status === undefined || value.status === 200;

/** The headers a page's HTML decides: its policy and, for a 200, its ETag. `only` "missing" keeps what is there. */
export function withPageHeaders(value, only = "all") {
  if (!isPage(value)) return value;
  const headers = { ...value.headers };
  if (only === "all" || !headers[CSP_HEADER]) headers[CSP_HEADER] = pagePolicy(value.html);
  if (takesEtag(value) && (only === "all" || !headers[ETAG_HEADER])) headers[ETAG_HEADER] = pageEtag(value.html);
  value.headers = headers;
  return value;
}

const lacksPageHeaders = (value) => isPage(value) && (!value.headers?.[CSP_HEADER] || (takesEtag(value) && !value.headers?.[ETAG_HEADER]));

export default class CspCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    // The entry is the one Next keeps in memory, so this runs once per page and process, not once per request.
    if (lacksPageHeaders(entry?.value)) withPageHeaders(entry.value, "missing");
    return entry;
  }

  async set(key, data, ctx) {
    withPageHeaders(data);
    if (data?.kind !== "APP_PAGE" || data.status !== 404) return super.set(key, data, ctx);
    // A not-found page is cached for every path anyone asks for, so it stays in Next's bounded memory cache and never
    // reaches the disk, where paths made up by a scanner would pile up without limit. FileSystemCache reads
    // flushToDisk before its first await, so switching it off around the call covers exactly this write.
    const flushToDisk = this.flushToDisk;
    this.flushToDisk = false;
    try {
      return super.set(key, data, ctx);
    } finally {
      this.flushToDisk = flushToDisk;
    }
  }
}
