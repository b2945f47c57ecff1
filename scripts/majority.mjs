// The verdict on a page measured up to `total` times: it passes when most of its runs meet the budget. Runs stop as
// soon as the rest could not change the verdict (for 3 runs: two that agree decide it), which for a single figure
// gives the same verdict as judging the median of all the runs.

/** "pass" or "fail" once `passed` and `failed` runs decide the majority of `total`; null while the next run could still change it. */
export function majorityVerdict(passed, failed, total) {
  const needed = Math.floor(total / 2) + 1;
  if (passed >= needed) return "pass";
  if (failed > total - needed) return "fail";
  return null;
}
