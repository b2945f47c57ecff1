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

// Lighthouse's mobile preset slows the CPU 4×, which assumes a host of a given speed: on a slower host the same 4×
// emulates a slower phone, and every page's blocking time grows with it. The host is measured by a fixed page
// (reference-page.mjs) in the same run: its main thread, at 1×, took about REFERENCE_MAIN_THREAD_MS on the hosts the
// budget was set on. A host that takes longer gets a multiplier smaller in proportion, so that it emulates the same
// phone; never more than the preset's 4×, so a host as fast or faster is judged exactly as Lighthouse's defaults judge
// it, and never less than 1×. How the figure was found is in docs/performance.md ("Lighthouse").
export const PRESET_CPU_SLOWDOWN = 4;
export const REFERENCE_MAIN_THREAD_MS = 120;

/**
 * The CPU slowdown for a host on which the reference page's main thread took `referenceMs` at 1× (the preset's 4×
 * when unknown).
 * @param {number | null | undefined} referenceMs
 */
export function cpuSlowdownFor(referenceMs) {
  if (!referenceMs || !Number.isFinite(referenceMs) || referenceMs <= 0) return PRESET_CPU_SLOWDOWN;
  const calibrated = (PRESET_CPU_SLOWDOWN * REFERENCE_MAIN_THREAD_MS) / referenceMs;
  return Math.max(1, Math.min(PRESET_CPU_SLOWDOWN, Math.round(calibrated * 100) / 100));
}
