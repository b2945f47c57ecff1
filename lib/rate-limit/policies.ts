import "server-only";
import { type AccountGuard, MemoryAccountGuard, parseAccountGuardPolicy } from "@/lib/admin/account-guard";
import type { RateLimitPolicy, RateLimiter } from "./limiter";
import { MemoryRateLimiter } from "./memory";
import { RedisAccountGuard, RedisRateLimiter, redisClient } from "./redis";

/**
 * The site's limits. Defaults suit real visitors; RATE_LIMIT_CONTACT / RATE_LIMIT_CHAT ("max/seconds")
 * override them, e.g. for an end-to-end suite whose every request comes from 127.0.0.1.
 */
const DEFAULTS = {
  contact: { max: 5, windowMs: 10 * 60 * 1000 },
  chat: { max: 20, windowMs: 60 * 1000 },
  adminSignIn: { max: 5, windowMs: 15 * 60 * 1000 },
} as const;

export function parsePolicy(name: string, raw: string | undefined, fallback: { max: number; windowMs: number }): RateLimitPolicy {
  const match = raw?.trim().match(/^(\d+)\s*\/\s*(\d+)$/);
  if (match && Number(match[1]) > 0 && Number(match[2]) > 0) {
    return { name, max: Number(match[1]), windowMs: Number(match[2]) * 1000 };
  }
  return { name, ...fallback };
}

const LIMITERS_KEY = Symbol.for("northtide.rate-limit.limiters");
const globalLimiters = globalThis as typeof globalThis & { [LIMITERS_KEY]?: Map<string, RateLimiter> };
const limiters: Map<string, RateLimiter> = (globalLimiters[LIMITERS_KEY] ??= new Map());

/** The limiter for a policy: in Redis when REDIS_URL is set, else in this process. */
function limiterFor(policy: RateLimitPolicy): RateLimiter {
  const redisUrl = process.env.REDIS_URL?.trim();
  const key = `${policy.name}|${policy.max}|${policy.windowMs}|${policy.whenStoreFails ?? ""}|${redisUrl ?? ""}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    if (!redisUrl && process.env.VERCEL === "1") {
      console.warn(`[rate-limit] REDIS_URL is not set: each serverless instance counts ${policy.name} requests alone`);
    }
    limiter = redisUrl ? new RedisRateLimiter(policy, redisClient(redisUrl)) : new MemoryRateLimiter(policy);
    limiters.set(key, limiter);
  }
  return limiter;
}

export function contactRateLimit(): RateLimiter {
  return limiterFor(parsePolicy("contact", process.env.RATE_LIMIT_CONTACT, DEFAULTS.contact));
}

export function chatRateLimit(): RateLimiter {
  return limiterFor(parsePolicy("chat", process.env.RATE_LIMIT_CHAT, DEFAULTS.chat));
}

/**
 * Admin sign-in attempts per client: the sixth within 15 minutes is refused until the window ends. ADMIN_SIGN_IN_LIMIT
 * overrides it. Unlike the others it fails closed: when Redis cannot answer, nobody signs in.
 */
export function adminSignInRateLimit(): RateLimiter {
  return limiterFor({ ...parsePolicy("admin-sign-in", process.env.ADMIN_SIGN_IN_LIMIT, DEFAULTS.adminSignIn), whenStoreFails: "refuse" });
}

const GUARDS_KEY = Symbol.for("northtide.rate-limit.account-guards");
const globalGuards = globalThis as typeof globalThis & { [GUARDS_KEY]?: Map<string, AccountGuard> };
const guards: Map<string, AccountGuard> = (globalGuards[GUARDS_KEY] ??= new Map());

/** Admin sign-in attempts per account, however many clients they come from (lib/admin/account-guard.ts). ADMIN_ACCOUNT_LOCKOUT overrides it. */
export function adminAccountGuard(): AccountGuard {
  const policy = parseAccountGuardPolicy(process.env.ADMIN_ACCOUNT_LOCKOUT);
  const redisUrl = process.env.REDIS_URL?.trim();
  const key = `${JSON.stringify(policy)}|${redisUrl ?? ""}`;
  let guard = guards.get(key);
  if (!guard) {
    guard = redisUrl ? new RedisAccountGuard(policy, redisClient(redisUrl)) : new MemoryAccountGuard(policy);
    guards.set(key, guard);
  }
  return guard;
}

/** Forgets every in-process counter (tests). */
export function resetRateLimiters(): void {
  limiters.clear();
  guards.clear();
}
