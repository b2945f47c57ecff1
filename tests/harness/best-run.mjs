// The verdict on a page measured several times on a shared machine. Another process taking the CPU can only make a
// run slower, never faster, so a page's figure is its best run (as with any benchmark on a shared machine): the first
// run that meets the budget decides a pass, and the page fails when every run allowed misses. What does not vary with
// the machine (accessibility, best practices, SEO) fails the page at once.

/**
 * "pass" or "fail" after `runs` runs of at most `maxRuns`, `passed` of them within the budget, `stableMiss` when a
 * run missed something the machine's speed cannot explain; null while another run is needed.
 * @param {{ passed: number; runs: number; maxRuns: number; stableMiss?: boolean }} judged
 * @returns {"pass" | "fail" | null}
 */
export function bestRunVerdict({ passed, runs, maxRuns, stableMiss = false }) {
  if (stableMiss) return "fail";
  if (passed > 0) return "pass";
  if (runs >= maxRuns) return "fail";
  return null;
}

// Lighthouse's mobile preset slows the CPU 4×, a figure calibrated on a host whose benchmark index (Lighthouse's own
// measure of the host's speed, reported with every run) is about 1533. On a slower host the same 4× emulates a slower
// phone than the preset means, and every page's blocking time grows with it. Lighthouse's CPU throttling calculator
// (github.com/patrickhulce/lighthouse-cpu-throttling-calculator, linked from its throttling docs) gives the multiplier
// that emulates the same phone from the host's index; the budget takes that on a slower host and never more than the
// preset's 4×, so a fast host is judged exactly as Lighthouse's defaults judge it.
export const PRESET_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown for a host whose benchmark index is `benchmarkIndex` (the preset's 4× when unknown).
 * @param {number | null | undefined} benchmarkIndex
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!benchmarkIndex || !Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return PRESET_CPU_SLOWDOWN;
  const calibrated =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233
    : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500
    : 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.min(PRESET_CPU_SLOWDOWN, Math.round(calibrated * 100) / 100);
}

