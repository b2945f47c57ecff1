// Why a page's simulated LCP moves between runs: Lighthouse (mobile) on one page, N times, printing for each run the
// observed first paint, how many of the startup scripts had finished before it, and the simulated LCP and FCP.
// Lantern replays at 1.6 Mbit/s every request that finished before the observed paint (and every script that ran
// before it), so a run whose scripts ran first has a far later LCP (docs/performance.md, "Lighthouse").
// Usage: node tests/harness/lcp-race.mjs [--runs=N] [path]   (after `npm run build`; 6 runs of /services/ unless told)
import lighthouse from "lighthouse";
import { launchChrome } from "./chrome.mjs";
import { serveBuild } from "./serve-build.mjs";

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.slice(7)) || 6;
const path = args.find((arg) => !arg.startsWith("--")) ?? "/services/";

const server = await serveBuild();
const chrome = await launchChrome();
const rows = [];
try {
  await fetch(server.url + path);
  while (rows.length < runs) {
    const result = await lighthouse(server.url + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] }, { extends: "lighthouse:default", settings: { disableFullPageScreenshot: true } });
    if (!result || result.lhr.runtimeError) continue;
    const { audits } = result.lhr;
    /** @type {{ observedLargestContentfulPaint: number }} */
    const observed = /** @type {any} */ (audits.metrics.details)?.items?.[0];
    /** @type {{ resourceType: string; networkEndTime: number; transferSize: number }[]} */
    const requests = /** @type {any} */ (audits["network-requests"].details)?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === "Script");
    const before = scripts.filter((request) => request.networkEndTime <= observed.observedLargestContentfulPaint);
    rows.push({
      "observed paint ms": Math.round(observed.observedLargestContentfulPaint),
      "scripts finished before it": `${before.length} of ${scripts.length} (${Math.round(before.reduce((sum, request) => sum + request.transferSize, 0) / 1024)} KB)`,
      "LCP s": ((audits["largest-contentful-paint"].numericValue ?? 0) / 1000).toFixed(2),
      "FCP s": ((audits["first-contentful-paint"].numericValue ?? 0) / 1000).toFixed(2),
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.log(path);
console.table(rows);
