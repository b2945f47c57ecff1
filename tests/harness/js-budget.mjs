// The JavaScript budget: the compressed (gzip) JavaScript each page type loads on first visit, measured on the
// production build (scripts referenced by the server-rendered HTML). Fails when a page type's figure, in KB to one
// decimal (js-figure.mjs), is above its limit.
// Usage: npm run budget:js   (after `next build`)
import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { fetchWithRetry, resolvePagePath, serveBuild } from "./serve-build.mjs";
import { isOneDecimalLimit, jsFigureKb, overLimit } from "./js-figure.mjs";

const budgets = JSON.parse(readFileSync(new URL("../../budgets.json", import.meta.url), "utf8")).javascriptKb;
for (const [pageType, { limit }] of Object.entries(budgets)) {
  if (!isOneDecimalLimit(limit)) throw new Error(`budgets.json: the limit of ${pageType} is ${limit}; write KB with at most one decimal`);
}

const server = await serveBuild();
/** @type {Map<string, number>} */
const cache = new Map();
/**
 * @param {string} url
 * @returns {Promise<number>}
 */
async function gzippedSize(url) {
  if (!cache.has(url)) {
    const response = await fetchWithRetry(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    cache.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
  }
  return /** @type {number} */ (cache.get(url));
}

let failed = false;
const rows = [];
try {
  for (const [pageType, { path: budgetPath, limit }] of Object.entries(budgets)) {
    const path = await resolvePagePath(server.url, budgetPath);
    if (!path) {
      rows.push({ page: pageType, path: budgetPath, result: "none on the site" });
      continue;
    }
    const response = await fetchWithRetry(server.url + path);
    const html = await response.text();
    if (response.status >= 500) throw new Error(`${path}: HTTP ${response.status}`);
    const sources = [...new Set([...html.matchAll(/<script[^>]*>/g)]
        .map((m) => m[0])
        // noModule scripts (legacy polyfills) are skipped by every browser that runs modules.
        .filter((tag) => !/\snomodule/i.test(tag))
        .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1])
        .filter((src) => src !== undefined)
        .map((src) => new URL(src.replace(/&amp;/g, "&"), server.url).href))];
    let bytes = 0;
    for (const src of sources) bytes += await gzippedSize(src);
    const over = overLimit(bytes, limit);
    failed ||= over;
    rows.push({ page: pageType, path, scripts: sources.length, "js (KB gz)": jsFigureKb(bytes).toFixed(1), "limit (KB)": limit.toFixed(1), result: over ? "OVER" : "ok" });
  }
} finally {
  await server.stop();
}
console.table(rows);
if (failed) {
  console.error("JavaScript budget exceeded");
  process.exit(1);
}
console.log(`${rows.filter((row) => row.result === "ok").length} passed, 0 failed`);
