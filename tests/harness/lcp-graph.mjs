// What Lighthouse's simulated LCP (mobile) waits for, and why it moves between runs: for each run of each page named,
// when its first frame was drawn, committed and presented (the observed paint), and how many of the startup scripts
// the simulation counts (those that arrived before that paint, unless they began running after it), then the requests
// and CPU tasks of the graph Lantern replays, with when each starts and ends in the simulation (Slow 4G, 4x CPU) and,
// for a request, its size on the wire and priority. The LCP is where the last of them ends; a request missing from the
// list did not count (it ended after the observed paint, is a script that began running after it, or is a
// low-priority image). See docs/performance.md, "Lighthouse".
// Usage: node tests/harness/lcp-graph.mjs [--runs=N] [--summary] path...   (after `npm run build`; one run of /about/
// unless told; --summary prints the first line of each run only)
import lighthouse from "lighthouse";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { launchChrome } from "./chrome.mjs";
import { serveBuild } from "./serve-build.mjs";

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.slice(7)) || 1;
const summaryOnly = args.includes("--summary");
const paths = args.filter((arg) => !arg.startsWith("--"));
if (paths.length === 0) paths.push("/about/");

const server = await serveBuild();
const chrome = await launchChrome();
try {
  for (const path of paths) await fetch(server.url + path);
  for (let run = 0; run < runs; run += 1) {
    for (const path of paths) {
      const result = await lighthouse(server.url + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] }, { extends: "lighthouse:default", settings: { disableFullPageScreenshot: true } });
      if (!result || result.lhr.runtimeError) continue;
      const { artifacts } = result;
      const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: result.lhr.configSettings, URL: artifacts.URL, SourceMaps: [], simulator: null };
      const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
      const { audits } = result.lhr;
      /** @type {{ observedLargestContentfulPaint: number }} */
      const observed = /** @type {any} */ (audits.metrics.details)?.items?.[0];
      const scripts = (/** @type {any} */ (audits["network-requests"].details)?.items ?? []).filter((/** @type {{ resourceType: string }} */ request) => request.resourceType === "Script");
      const counted = [...lcp.pessimisticEstimate.nodeTimings.keys()].flatMap((node) => (node.type === "network" && node.request.resourceType === "Script" ? [node.request] : []));
      const countedKb = Math.round(counted.reduce((sum, request) => sum + request.transferSize, 0) / 1024);
      const frame = firstFrame(artifacts.Trace.traceEvents);
      console.log(
        `${path}  LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}), FCP ${Math.round(audits["first-contentful-paint"].numericValue ?? 0)} ms; ` +
          `first frame drawn at ${frame.paint} ms, committed at ${frame.commit} ms, observed paint at ${Math.round(observed.observedLargestContentfulPaint)} ms; ` +
          `${counted.length} of ${scripts.length} startup scripts (${countedKb} KB) counted`,
      );
      if (summaryOnly) continue;
      // The pessimistic graph holds the optimistic one; its nodes are what the slower estimate waited for.
      const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()]
        .map(([node, timing]) => ({
          "start ms": Math.round(timing.startTime),
          "end ms": Math.round(timing.endTime),
          what: node.type === "network" ? `${node.request.resourceType} ${node.request.url.replace(server.url, "").slice(0, 70)}` : `main thread, ${Math.round(node.duration / 1000)} ms observed`,
          KB: node.type === "network" ? Number((node.request.transferSize / 1024).toFixed(1)) : "",
          priority: node.type === "network" ? node.request.priority : "",
        }))
        .filter((row) => row.KB !== "" || row["end ms"] - row["start ms"] >= 10)
        .sort((a, b) => a["start ms"] - b["start ms"]);
      console.table(rows);
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

/**
 * From a run's trace, in ms after navigation start: when the main frame's first paint was drawn on the main thread and
 * when it was committed to the compositor (the observed paint is when that frame was presented).
 * @param {{ name: string; ts: number; pid: number; tid: number; args?: { data?: { isLoadingMainFrame?: boolean } } }[]} events
 */
function firstFrame(events) {
  const start = events.find((event) => event.name === "navigationStart" && event.args?.data?.isLoadingMainFrame);
  if (!start) return { paint: "?", commit: "?" };
  const main = events.filter((event) => event.pid === start.pid && event.tid === start.tid && event.ts >= start.ts).sort((a, b) => a.ts - b.ts);
  const ms = (/** @type {{ ts: number } | undefined} */ event) => (event ? Math.round((event.ts - start.ts) / 1000) : "?");
  const paint = main.find((event) => event.name === "Paint");
  return { paint: ms(paint), commit: ms(paint && main.find((event) => event.name === "Commit" && event.ts >= paint.ts)) };
}
