// @ts-check
// Self-hosted, the cache Next keeps its pages in (next.config.ts `cacheHandler`; not on Vercel), on Next's documented
// interface: get, set, revalidateTag, resetRequestCache. It stores what Next hands it and adds one thing: every page
// Next writes (rendered for the first time, regenerated after its window or after an edit) leaves with the policy of
// its own HTML, the hashes of its inline scripts (lib/security/csp.mjs). Pages and route handlers' answers are kept in
// memory (bounded) and on disk under the build folder, so that a restarted server serves them again; a not-found
// page stays in memory only, since paths made up by a scanner would pile up on disk without limit. Next's data cache
// (`unstable_cache`, used only to tag pages: lib/content/page-cache.ts) is not kept: its value is never read.
//
// Next loads this module itself, outside the bundles, so it is plain JavaScript. Next builds a handler for every
// request; what it keeps is one per process (lib/server/process-singleton.mjs).
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import { buildFolder } from "../../config/build-folder.mjs";
import { CSP_HEADER, pagePolicy } from "../security/csp.mjs";
import { processSingleton } from "./process-singleton.mjs";

/**
 * The part of Next's cache entries this module reads (a page's value has `kind: "APP_PAGE"`, its HTML as text, its
 * status and headers, among them the page's cache tags).
 * @typedef {{ kind?: string; html?: unknown; status?: number; headers?: Record<string, string | string[] | number | undefined> }} CachedValue
 * @typedef {{ value: CachedValue; lastModified: number; cacheControl?: unknown; tags: string[] }} Entry
 */

/** What Next keeps in memory for its own file-system cache: 50 MB. */
const MEMORY_LIMIT_BYTES = 50 * 1024 * 1024;
const KEPT_KINDS = new Set(["APP_PAGE", "APP_ROUTE"]);
const TAGS_HEADER = "x-next-cache-tags";

/** Where the entries are written: beside the build they belong to (`next build` replaces it), one server per folder. */
const cacheFolder = () => path.resolve(buildFolder(), "server", "page-cache");
const entryFile = (/** @type {string} */ key) => path.join(cacheFolder(), `${createHash("sha256").update(key).digest("hex")}.bin`);
const expiredTagsFile = () => path.join(cacheFolder(), "expired-tags.json");

/** @returns {Record<string, number>} */
function readExpiredTags() {
  try {
    return JSON.parse(readFileSync(expiredTagsFile(), "utf8"));
  } catch {
    return {};
  }
}

/**
 * The entries in memory, most recently used last, their size, when each tag last expired (kept on disk too), and the
 * writes to disk under way, which a stopping server awaits so that a page written just before it stops is still there.
 */
const store = () =>
  processSingleton(
    "page-cache",
    () => ({ memory: new Map(/** @type {[string, { entry: Entry; bytes: number }][]} */ ([])), bytes: 0, expiredTags: readExpiredTags(), writes: new Set(/** @type {Promise<unknown>[]} */ ([])), tagsWritten: Promise.resolve() }),
    { stop: ({ writes }) => Promise.allSettled(writes) },
  );

/**
 * Runs a write to disk, kept among the writes under way until it ends.
 * @param {() => Promise<unknown>} write
 */
async function tracked(write) {
  const { writes } = store();
  const running = write();
  writes.add(running);
  try {
    await running;
  } finally {
    writes.delete(running);
  }
}

/**
 * Gives a page with HTML the policy of that HTML, in the entry Next hands over, which is also the one it answers the
 * request that rendered the page with.
 * @param {CachedValue} value
 */
function addPagePolicy(value) {
  if (value.kind === "APP_PAGE" && typeof value.html === "string" && value.html !== "") value.headers = { ...value.headers, [CSP_HEADER]: pagePolicy(value.html) };
}

/** @param {string} key @param {Entry} entry @param {number} bytes */
function remember(key, entry, bytes) {
  const memory = store();
  forget(key);
  memory.memory.set(key, { entry, bytes });
  memory.bytes += bytes;
  for (const [oldest, { bytes: size }] of memory.memory) {
    if (memory.bytes <= MEMORY_LIMIT_BYTES) break;
    memory.memory.delete(oldest);
    memory.bytes -= size;
  }
}

/** @param {string} key */
function forget(key) {
  const memory = store();
  const held = memory.memory.get(key);
  if (!held) return;
  memory.memory.delete(key);
  memory.bytes -= held.bytes;
}

/** @param {Entry} entry */
const expired = (entry) => entry.tags.some((tag) => (store().expiredTags[tag] ?? 0) >= entry.lastModified);

/** @param {string} key @returns {Promise<Entry | null>} */
async function readEntry(key) {
  const held = store().memory.get(key);
  if (held) {
    remember(key, held.entry, held.bytes); // most recently used
    return held.entry;
  }
  const bytes = await readFile(entryFile(key)).catch(() => null);
  if (!bytes) return null;
  const entry = /** @type {Entry} */ (deserialize(bytes));
  remember(key, entry, bytes.length);
  return entry;
}

export default class PageCacheHandler {
  /** @param {string} key @returns {Promise<Entry | null>} */
  async get(key) {
    const entry = await readEntry(key);
    if (!entry || !expired(entry)) return entry;
    forget(key);
    await rm(entryFile(key), { force: true });
    return null;
  }

  /**
   * @param {string} key
   * @param {CachedValue | null} data
   * @param {{ cacheControl?: unknown }} [context]
   */
  async set(key, data, context = {}) {
    if (!data || !KEPT_KINDS.has(String(data.kind))) return;
    addPagePolicy(data);
    const tags = String(data.headers?.[TAGS_HEADER] ?? "").split(",").filter(Boolean);
    /** @type {Entry} */
    const entry = { value: data, lastModified: Date.now(), cacheControl: context.cacheControl, tags };
    const bytes = serialize(entry);
    remember(key, entry, bytes.length);
    const file = entryFile(key);
    if (data.kind === "APP_PAGE" && data.status === 404) return rm(file, { force: true });
    await tracked(async () => {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(`${file}.${process.pid}`, bytes);
      await rename(`${file}.${process.pid}`, file);
    });
  }

  /**
   * Expires every entry carrying one of `tags` at once (the site calls revalidateTag with `expire: 0`, and updateTag):
   * its next request renders it again.
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    const { expiredTags } = store();
    const now = Date.now();
    for (const tag of [tags].flat()) expiredTags[tag] = now;
    // One write at a time, each of the whole record as it is then, so that a later expiry is never overwritten by an
    // earlier one finishing last.
    const memory = store();
    memory.tagsWritten = memory.tagsWritten.catch(() => undefined).then(() =>
      tracked(async () => {
        await mkdir(cacheFolder(), { recursive: true });
        await writeFile(`${expiredTagsFile()}.${process.pid}`, JSON.stringify(expiredTags));
        await rename(`${expiredTagsFile()}.${process.pid}`, expiredTagsFile());
      }),
    );
    await memory.tagsWritten;
  }

  resetRequestCache() {}
}
