// The verdict on a page measured several times. Runs go on until one side leads by two (two that agree at the start
// decide it; after a disagreement, the next two that agree), or until the last run allowed, where the majority decides
// and a tie fails. A single run that strays from a page's usual figure then costs two more runs instead of deciding
// the verdict the way a third run of three would.

/** "pass" or "fail" once `passed` and `failed` runs decide it, at most `maxRuns` runs; null while another run is needed. */
export function leadVerdict(passed, failed, maxRuns) {
  if (passed - failed >= 2) return "pass";
  if (failed - passed >= 2) return "fail";
  if (passed + failed >= maxRuns) return passed > failed ? "pass" : "fail";
  return null;
}
