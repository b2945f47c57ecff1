import { describe, expect, it } from "vitest";
import { leadVerdict } from "../harness/majority.mjs";

/** Runs the rule over a sequence of run results, as perf.mjs does, and returns the verdict and the runs it took. */
function judge(results: boolean[], maxRuns: number) {
  let passed = 0;
  let failed = 0;
  for (const ok of results.slice(0, maxRuns)) {
    if (ok) passed++;
    else failed++;
    const verdict = leadVerdict(passed, failed, maxRuns);
    if (verdict) return { verdict, runs: passed + failed };
  }
  return { verdict: null, runs: passed + failed };
}

describe("leadVerdict", () => {
  it("decides as soon as one side leads by two", () => {
    expect(leadVerdict(0, 0, 5)).toBeNull();
    expect(leadVerdict(1, 0, 5)).toBeNull();
    expect(leadVerdict(2, 0, 5)).toBe("pass");
    expect(leadVerdict(0, 2, 5)).toBe("fail");
    expect(leadVerdict(1, 1, 5)).toBeNull();
    expect(leadVerdict(2, 1, 5)).toBeNull();
    expect(leadVerdict(3, 1, 5)).toBe("pass");
    expect(leadVerdict(1, 3, 5)).toBe("fail");
  });

  it("lets the majority decide at the last run allowed, and a tie fail", () => {
    expect(leadVerdict(3, 2, 5)).toBe("pass");
    expect(leadVerdict(2, 3, 5)).toBe("fail");
    expect(leadVerdict(1, 0, 1)).toBe("pass");
    expect(leadVerdict(0, 1, 1)).toBe("fail");
    expect(leadVerdict(1, 1, 2)).toBe("fail");
  });

  it("takes two runs when they agree, and one stray run costs two more", () => {
    expect(judge([true, true], 5)).toEqual({ verdict: "pass", runs: 2 });
    expect(judge([false, false], 5)).toEqual({ verdict: "fail", runs: 2 });
    expect(judge([false, true, true, true], 5)).toEqual({ verdict: "pass", runs: 4 });
    expect(judge([true, false, false, false], 5)).toEqual({ verdict: "fail", runs: 4 });
  });

  it("never passes a page that most of its runs miss, for every order of five results", () => {
    for (let mask = 0; mask < 32; mask++) {
      const runs = [0, 1, 2, 3, 4].map((bit) => Boolean(mask & (1 << bit)));
      const { verdict, runs: taken } = judge(runs, 5);
      expect(verdict).not.toBeNull();
      const judged = runs.slice(0, taken);
      const passes = judged.filter(Boolean).length;
      expect(verdict).toBe(passes > taken - passes ? "pass" : "fail");
      if (runs.filter(Boolean).length <= 1) expect(verdict).toBe("fail");
      if (runs.filter(Boolean).length >= 4) expect(verdict).toBe("pass");
    }
  });
});
