type CachedValue = { kind: string; html?: unknown; status?: number; headers?: Record<string, string | string[] | undefined>; [key: string]: unknown };

export declare function withPageHeaders<T extends CachedValue>(value: T, only?: "all" | "missing"): T;
declare const CspCacheHandler: unknown;
export default CspCacheHandler;
