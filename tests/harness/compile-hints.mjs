// Whether the compile hints still pay (docs/performance.md, "Compile hints"): two copies of the production build served
// side by side, the hint stripped from the startup chunks of one, and Lighthouse 12 mobile (its defaults) on the ten page
// types of budgets.json, N runs per page and copy, interleaved: each round measures every page on both copies, which
// copy goes first alternating. Prints each run, then the median TBT and LCP per page and copy.
// Usage: npm run build && node tests/harness/compile-hints.mjs [--runs=5]
import lighthouse from "lighthouse";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { COMPILE_HINT } from "../../lib/next-internals/compile-hints.mjs";
import { buildFolder } from "../../config/build-folder.mjs";
import { launchChrome, medianOf } from "./chrome.mjs";
import { fetchWithRetry, serveBuild } from "./serve-build.mjs";

const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7)) || 5;
/** @type {string[]} */
const pages = JSON.parse(readFileSync("budgets.json", "utf8")).lighthouse.pages.map((/** @type {{ path: string }} */ page) => page.path);
const copies = { hints: `${buildFolder()}-hints`, without: `${buildFolder()}-without` };

let stripped = 0;
for (const [name, folder] of Object.entries(copies)) {
  rmSync(folder, { recursive: true, force: true });
  execFileSync("cp", ["-a", buildFolder(), folder]);
  rmSync(path.join(folder, "server", "page-cache"), { recursive: true, force: true });
  if (name !== "without") continue;
  for (const entry of readdirSync(path.join(folder, "static", "chunks"), { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const source = entry.isFile() && entry.name.endsWith(".js") ? readFileSync(file, "utf8") : "";
    if (!source.startsWith(`${COMPILE_HINT}\n`)) continue;
    writeFileSync(file, source.slice(COMPILE_HINT.length + 1));
    stripped += 1;
  }
}
if (stripped === 0) throw new Error("no chunk carries the compile hint: run npm run build first");
console.log(`The hint stripped from ${stripped} chunks of one copy`);

const servers = { hints: await serveBuild({ NEXT_DIST_DIR: copies.hints }), without: await serveBuild({ NEXT_DIST_DIR: copies.without }) };
// Each page rendered and its images optimised once on each server, as perf.mjs does, so that no run pays for that.
for (const server of Object.values(servers)) {
  for (const page of pages) {
    const html = await fetchWithRetry(server.url + page).then((response) => response.text());
    for (const image of new Set([...html.matchAll(/\/_next\/image\?[^"'\s,]+/g)].map((match) => match[0].replace(/&amp;/g, "&")))) {
      await fetchWithRetry(server.url + image, { headers: { Accept: "image/webp,*/*" } }).then((response) => response.arrayBuffer());
    }
  }
}
const chrome = await launchChrome();
/** @type {{ page: string; copy: "hints" | "without"; tbt: number; lcp: number }[]} */
const results = [];
try {
  for (let round = 0; round < runs; round += 1) {
    for (const [index, page] of pages.entries()) {
      /** @type {("hints" | "without")[]} */
      const order = (round + index) % 2 ? ["hints", "without"] : ["without", "hints"];
      for (const copy of order) {
        // A run Lighthouse could not record (NO_NAVSTART and the like) is measured again, up to three times.
        for (let attempt = 1; ; attempt += 1) {
          const result = await lighthouse(servers[copy].url + page, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] }, { extends: "lighthouse:default", settings: { disableFullPageScreenshot: true } });
          if (!result) throw new Error(`${page}: Lighthouse returned no result`);
          if (result.lhr.runtimeError && attempt < 3) continue;
          if (result.lhr.runtimeError) throw new Error(`${page} (${copy}): ${result.lhr.runtimeError.code}`);
          const { audits } = result.lhr;
          const run = { page, copy, tbt: Math.round(audits["total-blocking-time"].numericValue ?? 0), lcp: Math.round(audits["largest-contentful-paint"].numericValue ?? 0) };
          console.log(`round ${round + 1}: ${page} ${copy} TBT ${run.tbt} ms, LCP ${run.lcp} ms`);
          results.push(run);
          break;
        }
      }
    }
  }
} finally {
  await chrome.kill();
  for (const server of Object.values(servers)) await server.stop();
  for (const folder of Object.values(copies)) rmSync(folder, { recursive: true, force: true });
}

const of = (/** @type {string} */ page, /** @type {string} */ copy, /** @type {"tbt" | "lcp"} */ figure) => medianOf(results.filter((run) => run.page === page && run.copy === copy).map((run) => run[figure]));
console.table(pages.map((page) => ({ page, "TBT hints": of(page, "hints", "tbt"), "TBT without": of(page, "without", "tbt"), "LCP hints": of(page, "hints", "lcp"), "LCP without": of(page, "without", "lcp") })));
