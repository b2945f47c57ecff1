// Next's own file-system cache (on disk, with its in-memory layer), plus the page's Content-Security-Policy: every page
// Next writes to its cache (regenerated after its window, after an edit, or rendered for the first time) leaves with
// the hashes of its own inline scripts, computed from the HTML it is stored with. Pages written by `next build` get
// theirs from the post-build step (scripts/csp-build.mjs); get() adds it to any entry that lacks one.
//
// Next loads this module itself (next.config.ts cacheHandler), outside the bundles, so it is plain JavaScript and
// imports a module from inside Next: package.json pins `next` to the exact version this was written against.
import FileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { CSP_HEADER, pagePolicy } from "../security/csp.mjs";

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

function withPagePolicy(value) {
  if (value?.kind !== "APP_PAGE" || typeof value.html !== "string" || !value.html) return;
  value.headers = { ...value.headers, [CSP_HEADER]: pagePolicy(value.html) };
}

export default class CspCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    if (entry?.value?.kind === "APP_PAGE" && !entry.value.headers?.[CSP_HEADER]) withPagePolicy(entry.value);
    return entry;
  }

  async set(key, data, ctx) {
    withPagePolicy(data);
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
