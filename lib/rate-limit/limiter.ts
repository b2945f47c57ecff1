/** A fixed-window counter per client: `max` requests per `windowMs`. */
export type RateLimitPolicy = { name: string; max: number; windowMs: number };

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

export interface RateLimiter {
  readonly policy: RateLimitPolicy;
  /** Counts one request for `clientKey` and says whether it is within the limit. */
  hit(clientKey: string): Promise<RateLimitResult>;
}

export function resultFor(policy: RateLimitPolicy, count: number, msUntilReset: number): RateLimitResult {
  const allowed = count <= policy.max;
  return {
    allowed,
    remaining: Math.max(0, policy.max - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(msUntilReset / 1000)),
  };
}
