import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as contactPost } from "@/app/api/contact/route";
import { backgroundWorkSettled } from "@/lib/inquiries/background";
import { closeEmbeddedDatabases } from "@/lib/inquiries/embedded-db";
import { RedisRateLimiter, closeRedisClients } from "@/lib/rate-limit/redis";
import { resetRateLimiters } from "@/lib/rate-limit/policies";
import { findRedisServer, startRedisServer } from "../support/redis-server";

/**
 * The shared rate limit, counted in a real redis-server that this suite starts on a free loopback port.
 * Without redis-server on the machine the suite says so and skips, except in CI, where that is a failure.
 */
const binary = findRedisServer();
if (!binary && process.env.CI) throw new Error("redis-server is required in CI (.ci/run installs it) but was not found");
if (!binary) console.warn("[redis.test] redis-server is not installed here: skipping the Redis rate-limit suite (it never skips in CI).");

describe.skipIf(!binary)("rate limits counted in Redis", () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  const clients: Redis[] = [];
  const savedEnv = { ...process.env };
  let root: string;

  const connect = () => {
    const client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    clients.push(client);
    return client;
  };
  const policy = (name: string) => ({ name, max: 3, windowMs: 60_000 });

  beforeAll(async () => {
    redis = await startRedisServer(binary!);
    root = mkdtempSync(path.join(os.tmpdir(), "northtide-redis-"));
  });

  beforeEach(async () => {
    resetRateLimiters();
    await connect().flushall();
  });

  afterAll(async () => {
    process.env = savedEnv;
    try {
      for (const client of clients) client.disconnect();
      await closeRedisClients();
      await backgroundWorkSettled();
      await closeEmbeddedDatabases();
    } finally {
      await redis?.stop();
      if (root) rmSync(root, { recursive: true, force: true });
    }
  });

  it("shares one limit between two server instances (two separate connections)", async () => {
    const instanceA = new RedisRateLimiter(policy("shared"), connect());
    const instanceB = new RedisRateLimiter(policy("shared"), connect());
    expect((await instanceA.hit("203.0.113.1")).allowed).toBe(true);
    expect((await instanceB.hit("203.0.113.1")).allowed).toBe(true);
    expect(await instanceA.hit("203.0.113.1")).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    const refused = await instanceB.hit("203.0.113.1");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await instanceA.hit("203.0.113.2")).allowed).toBe(true);
  });

  it("keeps the counter in a key that expires with the window", async () => {
    const client = connect();
    await new RedisRateLimiter(policy("expiry"), client).hit("203.0.113.9");
    expect(await client.get("rl:expiry:203.0.113.9")).toBe("1");
    const ttl = await client.pttl("rl:expiry:203.0.113.9");
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("starts a fresh window once the old one expires", async () => {
    const limiter = new RedisRateLimiter({ name: "short", max: 1, windowMs: 150 }, connect());
    expect((await limiter.hit("c")).allowed).toBe(true);
    expect((await limiter.hit("c")).allowed).toBe(false);
    const client = connect();
    const deadline = Date.now() + 5000;
    while ((await client.exists("rl:short:c")) === 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await limiter.hit("c")).allowed).toBe(true);
  });

  it("lets requests through (and says so) when Redis cannot answer", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const unreachable = new Redis("redis://127.0.0.1:1", { maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: true, retryStrategy: () => null });
    unreachable.on("error", () => undefined);
    clients.push(unreachable);
    const limiter = new RedisRateLimiter(policy("down"), unreachable);
    for (let i = 0; i < 5; i += 1) expect((await limiter.hit("x")).allowed).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("redis unavailable"), expect.anything());
    warn.mockRestore();
  });

  it("is what POST /api/contact/ uses when REDIS_URL is set: 429 after the limit, counted in Redis", async () => {
    process.env.REDIS_URL = redis.url;
    process.env.RATE_LIMIT_CONTACT = "2/600";
    process.env.DATA_DIR = path.join(root, "data");
    process.env.CONTACT_FORWARD_EMAIL = "";
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const post = () =>
      contactPost(
        new Request("http://localhost/api/contact/", {
          method: "POST",
          headers: { "content-type": "application/json", "x-real-ip": "192.0.2.44" },
          body: JSON.stringify({ name: "Ana", email: "ana@example.com", message: "Hello" }),
        }),
      );
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    const limited = await post();
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    const client = connect();
    expect(await client.get("rl:contact:192.0.2.44")).toBe("3");
    // The window is Redis's: Retry-After is the counter's remaining life (however long the store took).
    const remaining = Math.ceil((await client.pttl("rl:contact:192.0.2.44")) / 1000);
    expect(retryAfter).toBeGreaterThanOrEqual(remaining);
    expect(retryAfter).toBeLessThanOrEqual(Math.min(600, remaining + 2));
    info.mockRestore();
  });
});
