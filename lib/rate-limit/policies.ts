import "server-only";
import { readEnvironment } from "@/config/env";
import { type AccountGuard, MemoryAccountGuard, parseAccountGuardPolicy } from "@/lib/admin/account-guard";
import { type RateLimitPolicy, type RateLimiter, readLimitText } from "./limiter";
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

/** Unset or malformed gives the default (config/env.ts refuses a malformed one at build and start). */
export function parsePolicy(name: string, raw: string | undefined, fallback: { max: number; windowMs: number }): RateLimitPolicy {
  return { name, ...((raw && readLimitText(raw)) || fallback) };
}

const LIMITERS_KEY = Symbol.for("northtide.rate-limit.limiters");
const globalLimiters = globalThis as typeof globalThis & { [LIMITERS_KEY]?: Map<string, RateLimiter> };
const limiters: Map<string, RateLimiter> = (globalLimiters[LIMITERS_KEY] ??= new Map());

/** REDIS_URL when the limits are counted in Redis (config/env.ts decides), else undefined. */
function redisUrl(): string | undefined {
  const decision = readEnvironment().rateLimits;
  return decision.store === "redis" ? decision.url : undefined;
}

/** The limiter for a policy: in Redis when REDIS_URL is set, else in this process. */
function limiterFor(policy: RateLimitPolicy): RateLimiter {
  const url = redisUrl();
  const key = `${policy.name}|${policy.max}|${policy.windowMs}|${policy.whenStoreFails ?? ""}|${url ?? ""}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    if (!url && readEnvironment().platform.name !== "self-hosted") {
      console.warn(`[rate-limit] REDIS_URL is not set: each serverless instance counts ${policy.name} requests alone`);
    }
    limiter = url ? new RedisRateLimiter(policy, redisClient(url)) : new MemoryRateLimiter(policy);
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
  const url = redisUrl();
  const key = `${JSON.stringify(policy)}|${url ?? ""}`;
  let guard = guards.get(key);
  if (!guard) {
    guard = url ? new RedisAccountGuard(policy, redisClient(url)) : new MemoryAccountGuard(policy);
    guards.set(key, guard);
  }
  return guard;
}

/** Forgets every in-process counter (tests). */
export function resetRateLimiters(): void {
  limiters.clear();
  guards.clear();
}
