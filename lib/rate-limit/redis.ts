import "server-only";
import { createHash } from "node:crypto";
import { Redis } from "ioredis";
import type { AccountGuardPolicy } from "@/config/value-formats";
import type { AccountAttempt, AccountGuard } from "@/lib/admin/account-guard";
import { processSingleton } from "@/lib/server/process-singleton.mjs";
import { type RateLimitPolicy, type RateLimitResult, type RateLimiter, resultFor } from "./limiter";

/** INCR the window's counter, start its expiry on the first hit, and return the count with the time left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** Each connection is quit (its replies awaited) when the process ends, or dropped when it cannot be. */
const clients = () =>
  processSingleton("rate-limit.redis-clients", () => new Map<string, Redis>(), {
    close: (open) => Promise.all([...open.values()].map((client) => client.quit().catch(() => client.disconnect()))),
  });

/** One connection per REDIS_URL per process, shared by every limiter. */
export function redisClient(url: string): Redis {
  let client = clients().get(url);
  if (!client) {
    client = new Redis(url, {
      lazyConnect: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
      enableOfflineQueue: true,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    client.on("error", (error: Error) => console.warn("[rate-limit] redis:", error.message));
    clients().set(url, client);
  }
  return client;
}

/**
 * Counters in Redis, so that every server instance shares one limit (any Redis, Upstash included).
 * If Redis cannot answer, a policy that fails open lets the request through and the log says so (a lead is worth
 * more than a limit); one that fails closed (admin sign-in) refuses it.
 */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    readonly policy: RateLimitPolicy,
    private readonly client: Redis,
    private readonly prefix = "rl",
  ) {}

  async hit(clientKey: string): Promise<RateLimitResult> {
    const key = `${this.prefix}:${this.policy.name}:${clientKey}`;
    try {
      const [count, ttl] = (await this.client.eval(HIT_SCRIPT, 1, key, String(this.policy.windowMs))) as [number, number];
      return resultFor(this.policy, Number(count), Number(ttl));
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      if (this.policy.whenStoreFails === "refuse") {
        console.error(`[rate-limit] redis unavailable, refusing ${this.policy.name} request: ${detail}`);
        return { allowed: false, remaining: 0, retryAfterSeconds: 60, unavailable: true };
      }
      console.warn(`[rate-limit] redis unavailable, letting ${this.policy.name} request through: ${detail}`);
      return { allowed: true, remaining: this.policy.max, retryAfterSeconds: 0 };
    }
  }
}

/**
 * Start an attempt on an account (lib/admin/account-guard.ts), atomically, on Redis's clock: refuse it while the
 * account waits; else count it and set the wait it starts. Returns {allowed, attempts, ms}.
 */
const BEGIN_ATTEMPT_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'attempts', 'wait_until')
local attempts = tonumber(state[1]) or 0
local waitUntil = tonumber(state[2]) or 0
if waitUntil > now then return {0, attempts, waitUntil - now} end
attempts = attempts + 1
local free, base, max, forget = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local delay = 0
if attempts >= free then delay = math.min(max, base * (2 ^ math.min(attempts - free, 40))) end
redis.call('HSET', KEYS[1], 'attempts', attempts, 'wait_until', now + delay)
redis.call('PEXPIRE', KEYS[1], forget + delay)
return {1, attempts, delay}
`;

/** The per-account sign-in guard in Redis, shared by every instance. It fails closed: no answer, no sign-in. */
export class RedisAccountGuard implements AccountGuard {
  constructor(
    readonly policy: AccountGuardPolicy,
    private readonly client: Redis,
    private readonly prefix = "rl:admin-account",
  ) {}

  private key(account: string): string {
    return `${this.prefix}:${createHash("sha256").update(account).digest("hex")}`;
  }

  async begin(account: string): Promise<AccountAttempt> {
    const { freeAttempts, baseDelayMs, maxDelayMs, forgetAfterMs } = this.policy;
    try {
      const [allowed, attempts, ms] = (await this.client.eval(BEGIN_ATTEMPT_SCRIPT, 1, this.key(account), freeAttempts, baseDelayMs, maxDelayMs, forgetAfterMs)) as [number, number, number];
      if (Number(allowed) === 1) return { allowed: true, attempts: Number(attempts), lockedForMs: Number(ms) };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(ms) / 1000)) };
    } catch (error) {
      console.error(`[admin] sign-in refused: the account guard's redis is unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return { allowed: false, unavailable: true };
    }
  }

  async succeeded(account: string): Promise<void> {
    await this.client.del(this.key(account)).catch((error: unknown) => {
      console.warn(`[admin] could not clear the account's failed attempts: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}
