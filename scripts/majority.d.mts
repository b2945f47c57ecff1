export declare function majorityVerdict(passed: number, failed: number, total: number): "pass" | "fail" | null;
