import "server-only";
import { Redis } from "ioredis";
import { type RateLimitPolicy, type RateLimitResult, type RateLimiter, resultFor } from "./limiter";

/** INCR the window's counter, start its expiry on the first hit, and return the count with the time left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

const CLIENTS_KEY = Symbol.for("northtide.rate-limit.redis-clients");
const globalClients = globalThis as typeof globalThis & { [CLIENTS_KEY]?: Map<string, Redis> };
const clients: Map<string, Redis> = (globalClients[CLIENTS_KEY] ??= new Map());

/** One connection per REDIS_URL per process, shared by every limiter. */
export function redisClient(url: string): Redis {
  let client = clients.get(url);
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
    clients.set(url, client);
  }
  return client;
}

export async function closeRedisClients(): Promise<void> {
  const open = [...clients.values()];
  clients.clear();
  await Promise.all(open.map((client) => client.quit().catch(() => client.disconnect())));
}

/**
 * Counters in Redis, so that every server instance shares one limit (any Redis, Upstash included).
 * If Redis cannot answer, the request is let through and the log says so: a lead is worth more than a limit.
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
      console.warn(`[rate-limit] redis unavailable, letting ${this.policy.name} request through:`, error instanceof Error ? error.message : error);
      return { allowed: true, remaining: this.policy.max, retryAfterSeconds: 0 };
    }
  }
}
