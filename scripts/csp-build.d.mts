export declare function writePagePolicies(distDir: string): { pages: string[]; missing: string[]; unavailable: string[] };
