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
