// Lighthouse 12 on the production build, mobile and desktop, with a budget that fails the run.
// Usage: node scripts/perf.mjs [--mobile-only] [--runs=N] [path ...]   (after `next build`; Chromium from CHROME_PATH or /usr/bin/chromium)
// Each page is measured N times (3 unless told) and judged by its median run, as Lighthouse's own guidance on
// variability recommends; the table shows every run's performance score next to the median's figures.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { readFileSync } from "node:fs";
import { serveBuild } from "./serve-build.mjs";

const { lighthouse: budget } = JSON.parse(readFileSync(new URL("../budgets.json", import.meta.url), "utf8"));
const args = process.argv.slice(2);
const mobileOnly = args.includes("--mobile-only");
const runs = Math.max(1, Number(args.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length)) || 3);
const only = args.filter((arg) => !arg.startsWith("--"));
const pages = only.length ? budget.pages.filter((page) => only.includes(page.path)) : budget.pages;
const formFactors = mobileOnly ? ["mobile"] : ["mobile", "desktop"];

const server = await serveBuild();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

const desktopSettings = {
  formFactor: "desktop",
  screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
  throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 },
};

const rows = [];
const failures = [];
try {
  // A fresh `next start` answers its first requests slowly (modules loading): warm every page once, as a running
  // production server would be, so the figures measure the page and not the cold start.
  for (const page of pages) await fetch(server.url + page.path).then((response) => response.text());
  for (const page of pages) {
    for (const formFactor of formFactors) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(
          server.url + page.path,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] },
          { extends: "lighthouse:default", settings: formFactor === "desktop" ? desktopSettings : {} },
        );
        if (result.lhr.runtimeError) console.error(`${page.path} (${formFactor}): ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        results.push(result);
      }
      const performanceOf = (result) => result.lhr.categories.performance?.score ?? 0;
      const byPerformance = [...results].sort((a, b) => performanceOf(a) - performanceOf(b));
      const result = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
      const { categories, audits } = result.lhr;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const row = {
        page: page.path,
        device: formFactor,
        perf: score("performance"),
        runs: results.map((each) => Math.round(performanceOf(each) * 100)).join("/"),
        a11y: score("accessibility"),
        bp: score("best-practices"),
        seo: score("seo"),
        "LCP s": ((audits["largest-contentful-paint"].numericValue ?? 0) / 1000).toFixed(2),
        CLS: (audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3),
        "TBT ms": Math.round(audits["total-blocking-time"].numericValue ?? 0),
      };
      rows.push(row);
      const minPerf = page.minPerformance ?? budget.minPerformance;
      const problems = [];
      if (row.perf < minPerf) problems.push(`performance ${row.perf} < ${minPerf}`);
      for (const id of ["a11y", "bp", "seo"]) if (row[id] < 100) problems.push(`${id} ${row[id]} < 100`);
      if (Number(row.CLS) > budget.maxCls) problems.push(`CLS ${row.CLS} > ${budget.maxCls}`);
      if (row["TBT ms"] >= budget.maxTbtMs) problems.push(`TBT ${row["TBT ms"]} ms >= ${budget.maxTbtMs}`);
      if (problems.length) {
        const failing = Object.values(result.lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary").map((a) => a.id);
        failures.push(`${page.path} (${formFactor}): ${problems.join(", ")}${failing.length ? ` — failing audits: ${failing.join(", ")}` : ""}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.table(rows);
if (failures.length) {
  console.error(`Lighthouse budget missed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(`${rows.length} passed, 0 failed`);
