export declare function leadVerdict(passed: number, failed: number, maxRuns: number): "pass" | "fail" | null;
