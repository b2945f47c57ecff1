export function bestRunVerdict(judged: { passed: number; runs: number; maxRuns: number; stableMiss?: boolean }): "pass" | "fail" | null;
