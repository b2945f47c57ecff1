import "server-only";
import type { RateLimitDecision } from "@/config/env";
import { serverEnvironment } from "@/config/server-env";
import { type AccountGuard, MemoryAccountGuard } from "@/lib/admin/account-guard";
import type { RateLimitPolicy, RateLimiter } from "./limiter";
import { MemoryRateLimiter } from "./memory";
import { RedisAccountGuard, RedisRateLimiter, redisClient } from "./redis";
import { processSingleton } from "@/lib/server/process-singleton.mjs";

/** The limiters and account guards in use, by policy (and Redis URL): each counts for the whole process. */
const limiters = () => processSingleton("rate-limit.limiters", () => new Map<string, RateLimiter>());
const guards = () => processSingleton("rate-limit.account-guards", () => new Map<string, AccountGuard>());

/** REDIS_URL when the limits are counted in Redis, else undefined. */
function redisUrl(decision: RateLimitDecision): string | undefined {
  return decision.store === "redis" ? decision.url : undefined;
}

/** The limiter for a policy: in Redis when REDIS_URL is set, else in this process. */
function limiterFor(policy: RateLimitPolicy): RateLimiter {
  const environment = serverEnvironment();
  const url = redisUrl(environment.rateLimits);
  const key = `${policy.name}|${policy.max}|${policy.windowMs}|${policy.whenStoreFails ?? ""}|${url ?? ""}`;
  let limiter = limiters().get(key);
  if (!limiter) {
    if (!url && environment.platform.name !== "self-hosted") {
      console.warn(`[rate-limit] REDIS_URL is not set: each serverless instance counts ${policy.name} requests alone`);
    }
    limiter = url ? new RedisRateLimiter(policy, redisClient(url)) : new MemoryRateLimiter(policy);
    limiters().set(key, limiter);
  }
  return limiter;
}

export function contactRateLimit(): RateLimiter {
  return limiterFor({ name: "contact", ...serverEnvironment().rateLimits.contact });
}

export function chatRateLimit(): RateLimiter {
  return limiterFor({ name: "chat", ...serverEnvironment().rateLimits.chat });
}

/**
 * Admin sign-in attempts per client: the sixth within 15 minutes is refused until the window ends. ADMIN_SIGN_IN_LIMIT
 * overrides it. Unlike the others it fails closed: when Redis cannot answer, nobody signs in.
 */
export function adminSignInRateLimit(): RateLimiter {
  return limiterFor({ name: "admin-sign-in", ...serverEnvironment().rateLimits.adminSignIn, whenStoreFails: "refuse" });
}

/** Image uploads per admin: 60 within 10 minutes (a gallery of 12 with room to retry), counted like the others. */
export const ADMIN_UPLOAD_LIMIT = { max: 60, windowMs: 10 * 60 * 1000 } as const;

export function adminUploadRateLimit(): RateLimiter {
  return limiterFor({ name: "admin-upload", ...ADMIN_UPLOAD_LIMIT });
}

/** Admin sign-in attempts per account, however many clients they come from (lib/admin/account-guard.ts). ADMIN_ACCOUNT_LOCKOUT overrides it. */
export function adminAccountGuard(): AccountGuard {
  const decision = serverEnvironment().rateLimits;
  const policy = decision.adminAccountLockout;
  const url = redisUrl(decision);
  const key = `${JSON.stringify(policy)}|${url ?? ""}`;
  let guard = guards().get(key);
  if (!guard) {
    guard = url ? new RedisAccountGuard(policy, redisClient(url)) : new MemoryAccountGuard(policy);
    guards().set(key, guard);
  }
  return guard;
}
