/**
 * A fixed-window counter per client: `max` requests per `windowMs`. When a shared store cannot answer, the request
 * is let through ("allow", the default: contact and chat) or refused ("refuse": admin sign-in).
 */
export type RateLimitPolicy = { name: string; max: number; windowMs: number; whenStoreFails?: "allow" | "refuse" };

export type RateLimitResult = {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
  /** The first refusal of a window: the moment a client is locked out. */
  lockedOut?: true;
  /** Refused because the store could not answer. */
  unavailable?: true;
};

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
    ...(count === policy.max + 1 ? { lockedOut: true as const } : {}),
  };
}
