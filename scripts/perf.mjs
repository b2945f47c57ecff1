// Lighthouse 12 on the production build, mobile and desktop, with a budget that fails the run.
// Usage: node scripts/perf.mjs [--mobile-only] [--runs=N] [--all-runs] [path ...]
//   (after `npm run build`; Chromium from CHROME_PATH or /usr/bin/chromium)
// One run moves by several points on a shared machine, so a page is judged over several runs, as Lighthouse's guidance
// on variability recommends: on mobile, runs go on until the runs that meet the budget lead those that miss it by two,
// or the other way round, at most N (5 unless told; then the majority decides). Desktop, without CPU slowdown, varies
// little: one run that meets the budget decides it, and a run that misses is measured again by the mobile rule.
// Pages are measured in rounds (each undecided page once per round), so that a slow spell of the machine falls on
// different pages rather than on one page's consecutive runs. --all-runs measures every page N times on mobile.
// Accessibility, best practices and SEO do not vary from run to run: a page's first run per form factor audits them,
// the others measure performance alone. The table shows every run's performance score and total blocking time, and the
// figures of the median run; a missed CLS names the elements that moved.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { readFileSync } from "node:fs";
import { leadVerdict } from "./majority.mjs";
import { fetchWithRetry, resolvePagePath, serveBuild } from "./serve-build.mjs";

const { lighthouse: budget } = JSON.parse(readFileSync(new URL("../budgets.json", import.meta.url), "utf8"));
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const mobileOnly = args.includes("--mobile-only");
const allRuns = args.includes("--all-runs");
const maxRuns = Math.max(1, Number(option("runs")) || 5);
const only = args.filter((arg) => !arg.startsWith("--"));
const chosen = only.length ? budget.pages.filter((page) => only.includes(page.path)) : budget.pages;
const formFactors = mobileOnly ? ["mobile"] : ["mobile", "desktop"];
// A run that Lighthouse itself could not record (NO_NAVSTART, NO_FCP and the like) is measured again, up to this often.
const ATTEMPTS_PER_RUN = 3;
const ALL_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const server = await serveBuild();
const pages = [];
for (const page of chosen) {
  const path = await resolvePagePath(server.url, page.path);
  if (path) pages.push({ ...page, path });
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

const desktopSettings = {
  formFactor: "desktop",
  screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
  throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 },
};

/**
 * A fresh `next start` answers its first requests slowly (modules loading, images optimised on first request): warm
 * every page and the optimised images it links to, as a running production server would be, so that the figures
 * measure the page and not the cold start.
 */
async function warm(path) {
  const html = await fetchWithRetry(server.url + path).then((response) => response.text());
  const images = new Set([...html.matchAll(/\/_next\/image\?[^"'\s,]+/g)].map((m) => m[0].replace(/&amp;/g, "&")));
  for (const image of images) {
    await fetchWithRetry(server.url + image, { headers: { Accept: "image/webp,*/*" } }).then((response) => response.arrayBuffer());
  }
}

async function measure(url, formFactor, categories) {
  let lastError;
  for (let attempt = 0; attempt < ATTEMPTS_PER_RUN; attempt += 1) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories },
      // The full-page screenshot is for reports; nothing in the budget reads it, and it costs every run time.
      { extends: "lighthouse:default", settings: { ...(formFactor === "desktop" ? desktopSettings : {}), disableFullPageScreenshot: true } },
    );
    if (!result.lhr.runtimeError) return result;
    lastError = result.lhr.runtimeError;
    console.error(`${url} (${formFactor}): ${lastError.code}, measuring again`);
  }
  throw new Error(`${url} (${formFactor}): Lighthouse could not measure the page ${ATTEMPTS_PER_RUN} times in a row (${lastError.code})`);
}

/** What a run misses of the budget: performance, CLS and TBT on every run, the other categories where audited. */
function problemsOf(result, page) {
  const { categories, audits } = result.lhr;
  const problems = [];
  const minPerf = page.minPerformance ?? budget.minPerformance;
  const performance = Math.round((categories.performance?.score ?? 0) * 100);
  if (performance < minPerf) problems.push(`performance ${performance} < ${minPerf}`);
  for (const id of ["accessibility", "best-practices", "seo"]) {
    if (!categories[id] || categories[id].score >= 1) continue;
    const failed = categories[id].auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1).map((ref) => ref.id);
    problems.push(`${id} ${Math.round(categories[id].score * 100)} < 100 (${failed.join(", ")})`);
  }
  const cls = audits["cumulative-layout-shift"].numericValue ?? 0;
  if (cls > budget.maxCls) {
    const moved = (audits["layout-shifts"]?.details?.items ?? []).map((item) => `${item.node?.selector ?? "?"} ${(item.score ?? 0).toFixed(3)}`);
    problems.push(`CLS ${cls.toFixed(3)} > ${budget.maxCls}${moved.length ? ` (moved: ${moved.join(", ")})` : ""}`);
  }
  const tbt = Math.round(audits["total-blocking-time"].numericValue ?? 0);
  if (tbt >= budget.maxTbtMs) problems.push(`TBT ${tbt} ms >= ${budget.maxTbtMs}`);
  return problems;
}

const rows = [];
const failures = [];
try {
  for (const page of pages) await warm(page.path);
  // Rounds: every page's first runs, then another run of each page still undecided, and so on. A spell in which the
  // machine is slow then falls on runs of different pages instead of deciding one page by its consecutive runs.
  const trials = pages.flatMap((page) => formFactors.map((formFactor) => ({ page, formFactor, results: [], missed: [], verdict: null })));
  const wantsRun = (trial) => trial.results.length < maxRuns && ((allRuns && trial.formFactor === "mobile") || trial.verdict === null);
  while (trials.some(wantsRun)) {
    for (const trial of trials.filter(wantsRun)) {
      const { page, formFactor, results, missed } = trial;
      const result = await measure(server.url + page.path, formFactor, results.length === 0 ? ALL_CATEGORIES : ["performance"]);
      const problems = problemsOf(result, page);
      results.push(result);
      if (problems.length) missed.push(`run ${results.length}: ${problems.join(", ")}`);
      const passed = results.length - missed.length;
      const firstDesktopRunPassed = formFactor === "desktop" && results.length === 1 && passed === 1;
      trial.verdict = (firstDesktopRunPassed ? "pass" : leadVerdict(passed, missed.length, maxRuns)) ?? trial.verdict;
    }
  }
  for (const { page, formFactor, results, missed, verdict } of trials) {
    const performanceOf = (result) => result.lhr.categories.performance?.score ?? 0;
    const median = [...results].sort((a, b) => performanceOf(a) - performanceOf(b))[Math.floor((results.length - 1) / 2)];
    const { audits } = median.lhr;
    const score = (result, id) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
    rows.push({
      page: page.path,
      device: formFactor,
      perf: score(median, "performance"),
      runs: results.map((each) => score(each, "performance")).join("/"),
      a11y: score(results[0], "accessibility"),
      bp: score(results[0], "best-practices"),
      seo: score(results[0], "seo"),
      "LCP s": ((audits["largest-contentful-paint"].numericValue ?? 0) / 1000).toFixed(2),
      CLS: (audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3),
      "TBT ms": Math.round(audits["total-blocking-time"].numericValue ?? 0),
      "TBT runs": results.map((each) => Math.round(each.lhr.audits["total-blocking-time"].numericValue ?? 0)).join("/"),
      verdict,
    });
    if (verdict !== "pass") failures.push(`${page.path} (${formFactor}): the runs that missed the budget outweigh those that met it (${missed.join("; ")})`);
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
