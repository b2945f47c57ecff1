import { type RateLimitPolicy, type RateLimitResult, type RateLimiter, resultFor } from "./limiter";

const MAX_TRACKED_CLIENTS = 50_000;

/** Counters in this process's memory: right for one server; several instances need the Redis limiter. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly policy: RateLimitPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(clientKey: string): Promise<RateLimitResult> {
    const now = this.now();
    let window = this.windows.get(clientKey);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= MAX_TRACKED_CLIENTS) this.prune(now);
      window = { count: 0, resetAt: now + this.policy.windowMs };
      this.windows.set(clientKey, window);
    }
    window.count += 1;
    return resultFor(this.policy, window.count, window.resetAt - now);
  }

  /** Drops ended windows; if every window is still running, the oldest half goes (memory stays bounded). */
  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    if (this.windows.size >= MAX_TRACKED_CLIENTS) forgetOldestHalf(this.windows);
  }
}

/** Drops the older half of a map's entries (a Map keeps the order they were added in), so that memory stays bounded. */
export function forgetOldestHalf(entries: Map<string, unknown>): void {
  let drop = Math.floor(entries.size / 2);
  for (const key of entries.keys()) {
    if (drop-- <= 0) break;
    entries.delete(key);
  }
}
