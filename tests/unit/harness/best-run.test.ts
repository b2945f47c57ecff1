import { describe, expect, it } from "vitest";
import { bestRunVerdict, cpuSlowdownFor, PRESET_CPU_SLOWDOWN, REFERENCE_MAIN_THREAD_MS } from "../../harness/best-run.mjs";
import { medianOf } from "../../harness/chrome.mjs";

/** Runs the rule over a sequence of run results, as perf.mjs does, and returns the verdict and the runs it took. */
function judge(results: boolean[], maxRuns: number) {
  let passed = 0;
  let runs = 0;
  for (const ok of results.slice(0, maxRuns)) {
    runs++;
    if (ok) passed++;
    const verdict = bestRunVerdict({ passed, runs, maxRuns });
    if (verdict) return { verdict, runs };
  }
  return { verdict: null, runs };
}

describe("bestRunVerdict", () => {
  it("passes on the first run that meets the budget", () => {
    expect(judge([true], 5)).toEqual({ verdict: "pass", runs: 1 });
    expect(judge([false, false, true], 5)).toEqual({ verdict: "pass", runs: 3 });
  });

  it("fails only when every run allowed misses", () => {
    expect(bestRunVerdict({ passed: 0, runs: 4, maxRuns: 5 })).toBeNull();
    expect(judge([false, false, false, false, false], 5)).toEqual({ verdict: "fail", runs: 5 });
    expect(judge([false], 1)).toEqual({ verdict: "fail", runs: 1 });
  });

  it("fails at once on a miss the machine's speed cannot explain, whatever the other runs did", () => {
    expect(bestRunVerdict({ passed: 0, runs: 1, maxRuns: 5, stableMiss: true })).toBe("fail");
    expect(bestRunVerdict({ passed: 1, runs: 1, maxRuns: 5, stableMiss: true })).toBe("fail");
  });

  it("never passes a page none of whose runs met the budget, for every number of runs allowed", () => {
    for (let maxRuns = 1; maxRuns <= 7; maxRuns++) {
      expect(judge(Array(maxRuns).fill(false), maxRuns).verdict).toBe("fail");
    }
  });
});

describe("cpuSlowdownFor", () => {
  it("keeps the preset's 4× on a host as fast as the reference's or faster, and when the host is unknown", () => {
    expect(cpuSlowdownFor(REFERENCE_MAIN_THREAD_MS)).toBe(4);
    expect(cpuSlowdownFor(REFERENCE_MAIN_THREAD_MS / 2)).toBe(4);
    expect(cpuSlowdownFor(null)).toBe(PRESET_CPU_SLOWDOWN);
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
    expect(cpuSlowdownFor(0)).toBe(4);
  });

  it("slows the CPU less on a slower host, in proportion, to two decimals and never under 1×", () => {
    expect(cpuSlowdownFor(REFERENCE_MAIN_THREAD_MS * 2)).toBe(2);
    expect(cpuSlowdownFor(REFERENCE_MAIN_THREAD_MS * 3)).toBe(1.33);
    expect(cpuSlowdownFor(REFERENCE_MAIN_THREAD_MS * 4)).toBe(1);
    expect(cpuSlowdownFor(REFERENCE_MAIN_THREAD_MS * 10)).toBe(1);
  });
});

describe("medianOf", () => {
  it("is the middle value, or the mean of the two middle ones, and null for none", () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([1200, 900, 3000])).toBe(1200);
    expect(medianOf([1000, 2000, 900, 3000])).toBe(1500);
  });
});
