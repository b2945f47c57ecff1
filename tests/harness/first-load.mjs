// What a first visit costs, per page type of budgets.json, on this checkout's production build and, with --before DIR,
// on another checkout's build (a `git worktree` of an earlier commit, built), measured side by side: each run takes
// every page on one build, then on the other, so a slow spell of the shared machine falls on both.
// Per page: the HTML before and after gzip; Lighthouse 12 mobile (simulated Slow 4G, 4x CPU), the median of --runs
// runs (3 unless told) of LCP, performance and the script it counts (everything loaded during the trace, as
// transferred); and requests per second asking for gzip as browsers do (autocannon, 10 connections, --duration s).
// Usage: node tests/harness/first-load.mjs [--before DIR] [--runs 3] [--duration 5] [/path/ ...]   (after `npm run build`)
// @ts-expect-error autocannon ships no types; this script reads requests.average of its result.
import autocannon from "autocannon";
import lighthouse from "lighthouse";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { launchChrome, medianOf } from "./chrome.mjs";
import { fetchWithRetry, resolvePagePath, serveBuild } from "./serve-build.mjs";

const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const valued = new Set(["--before", "--runs", "--duration"]);
const named = args.filter((arg, index) => !arg.startsWith("--") && !valued.has(args[index - 1]));
const runs = Math.max(1, Number(option("runs")) || 3);
const duration = Math.max(1, Number(option("duration")) || 5);
const beforeDir = option("before");

const budgetPages = Object.entries(JSON.parse(readFileSync(new URL("../../budgets.json", import.meta.url), "utf8")).javascriptKb);
const pages = named.length ? named.map((path) => [path, path]) : budgetPages.map(([type, { path }]) => [type, path]);

const builds = [...(beforeDir ? [{ name: "before", server: await serveBuild({}, { cwd: beforeDir }) }] : []), { name: "after", server: await serveBuild() }];
const chrome = await launchChrome();

/** @param {number[]} values */
const median = (values) => medianOf(values) ?? Number.NaN;
/** @typedef {{ path: string; html: number; gzip: number; lcp: number[]; perf: number[]; script: number[]; rps: number }} Figures */
/** @type {Map<string, Figures>} */
const figures = new Map();
/** @param {string} build @param {string} type @returns {Figures} */
const entryOf = (build, type) => /** @type {Figures} */ (figures.get(`${build}\u0000${type}`));

try {
  for (const build of builds) {
    for (const [type, path] of pages) {
      const resolved = (await resolvePagePath(build.server.url, path)) ?? path;
      const html = Buffer.from(await (await fetchWithRetry(build.server.url + resolved)).arrayBuffer());
      figures.set(`${build.name}\u0000${type}`, { path: resolved, html: html.length / 1024, gzip: gzipSync(html).length / 1024, lcp: [], perf: [], script: [], rps: 0 });
    }
  }
  for (let run = 0; run < runs; run++) {
    for (const [type] of pages) {
      for (const build of builds) {
        const entry = entryOf(build.name, type);
        const result = await lighthouse(build.server.url + entry.path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] }, { extends: "lighthouse:default", settings: { disableFullPageScreenshot: true } });
        if (!result) throw new Error(`Lighthouse returned nothing for ${entry.path}`);
        const { audits, categories } = result.lhr;
        const summary = /** @type {{ items: { resourceType: string; transferSize: number }[] }} */ (/** @type {unknown} */ (audits["resource-summary"].details));
        entry.lcp.push(Number(audits["largest-contentful-paint"].numericValue) / 1000);
        entry.perf.push(Math.round(Number(categories.performance.score) * 100));
        entry.script.push((summary.items.find((item) => item.resourceType === "script")?.transferSize ?? 0) / 1024);
      }
    }
  }
  for (const [type] of pages) {
    for (const build of builds) {
      const entry = entryOf(build.name, type);
      await autocannon({ url: build.server.url + entry.path, connections: 10, duration: 1, headers: { "accept-encoding": "gzip, deflate, br" } });
      const result = await autocannon({ url: build.server.url + entry.path, connections: 10, duration, headers: { "accept-encoding": "gzip, deflate, br" } });
      entry.rps = result.non2xx || result.errors ? Number.NaN : result.requests.average;
    }
  }
} finally {
  await chrome.kill();
  for (const build of builds) await build.server.stop();
}

console.log(`| page | build | HTML KB | gzip KB | LCP s (median of ${runs}) | perf | script KB | req/s with gzip |`);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
for (const [type] of pages) {
  for (const build of builds) {
    const entry = entryOf(build.name, type);
    console.log(`| ${type} | ${build.name} | ${entry.html.toFixed(1)} | ${entry.gzip.toFixed(1)} | ${median(entry.lcp).toFixed(2)} | ${median(entry.perf)} | ${median(entry.script).toFixed(1)} | ${Number.isNaN(entry.rps) ? "errors" : Math.round(entry.rps)} |`);
  }
}
