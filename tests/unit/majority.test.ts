import { describe, expect, it } from "vitest";
import { majorityVerdict } from "../../scripts/majority.mjs";

describe("majorityVerdict", () => {
  it("decides three runs as soon as two agree", () => {
    expect(majorityVerdict(0, 0, 3)).toBeNull();
    expect(majorityVerdict(1, 0, 3)).toBeNull();
    expect(majorityVerdict(1, 1, 3)).toBeNull();
    expect(majorityVerdict(2, 0, 3)).toBe("pass");
    expect(majorityVerdict(0, 2, 3)).toBe("fail");
    expect(majorityVerdict(2, 1, 3)).toBe("pass");
    expect(majorityVerdict(1, 2, 3)).toBe("fail");
  });

  it("judges a single run by itself, and five runs by three", () => {
    expect(majorityVerdict(1, 0, 1)).toBe("pass");
    expect(majorityVerdict(0, 1, 1)).toBe("fail");
    expect(majorityVerdict(2, 2, 5)).toBeNull();
    expect(majorityVerdict(3, 2, 5)).toBe("pass");
    expect(majorityVerdict(1, 3, 5)).toBe("fail");
  });

  it("agrees with judging the median of every run, for every order of three results", () => {
    for (let mask = 0; mask < 8; mask++) {
      const runs = [0, 1, 2].map((bit) => Boolean(mask & (1 << bit)));
      const medianPasses = runs.filter(Boolean).length >= 2;
      let passed = 0;
      let failed = 0;
      let verdict: string | null = null;
      for (const ok of runs) {
        if (ok) passed++;
        else failed++;
        verdict = majorityVerdict(passed, failed, 3);
        if (verdict) break;
      }
      expect(verdict).toBe(medianPasses ? "pass" : "fail");
    }
  });
});
