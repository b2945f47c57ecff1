import "server-only";
import type { RateLimitPolicy, RateLimiter } from "./limiter";
import { MemoryRateLimiter } from "./memory";
import { RedisRateLimiter, redisClient } from "./redis";

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
  const key = `${policy.name}|${policy.max}|${policy.windowMs}|${redisUrl ?? ""}`;
  let limiter = limiters.get(key);
  if (!limiter) {
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

/** Admin sign-in attempts per client: the sixth within 15 minutes is refused until the window ends. ADMIN_SIGN_IN_LIMIT overrides it. */
export function adminSignInRateLimit(): RateLimiter {
  return limiterFor(parsePolicy("admin-sign-in", process.env.ADMIN_SIGN_IN_LIMIT, DEFAULTS.adminSignIn));
}

/** Forgets every in-process counter (tests). */
export function resetRateLimiters(): void {
  limiters.clear();
}
