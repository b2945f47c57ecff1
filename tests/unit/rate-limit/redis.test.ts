import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as chatPost } from "@/app/api/chat/route";
import { POST as contactPost } from "@/app/api/contact/route";
import { DEFAULT_ACCOUNT_GUARD } from "@/config/value-formats";
import { hashPassword } from "@/lib/admin/password-hash.mjs";
import { passwordSignIn } from "@/lib/admin/sign-in";
import { RedisAccountGuard, RedisRateLimiter } from "@/lib/rate-limit/redis";
import { adminAccountGuard, adminSignInRateLimit } from "@/lib/rate-limit/policies";
import { findRedisServer, startRedisServer } from "../../support/redis-server";
import { endProcess } from "../../support/process";

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
    await connect().flushall();
  });

  afterEach(endProcess);

  afterAll(async () => {
    process.env = savedEnv;
    try {
      for (const client of clients) client.disconnect();
      await endProcess();
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
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("redis unavailable, letting down request through"));
    warn.mockRestore();
  });

  it("refuses instead (fail closed) for a policy that says so: admin sign-in", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const unreachable = new Redis("redis://127.0.0.1:1", { maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: true, retryStrategy: () => null });
    unreachable.on("error", () => undefined);
    clients.push(unreachable);
    const limiter = new RedisRateLimiter({ ...policy("sign-in"), whenStoreFails: "refuse" }, unreachable);
    expect(await limiter.hit("x")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60, unavailable: true });
    expect(await new RedisAccountGuard(DEFAULT_ACCOUNT_GUARD, unreachable).begin("admin")).toEqual({ allowed: false, unavailable: true });
    expect(error).toHaveBeenCalledWith(expect.stringContaining("refusing sign-in request"));
    error.mockRestore();
  });

  it("shares the per-account sign-in guard between instances: of 40 parallel attempts on two instances, five start", async () => {
    const instanceA = new RedisAccountGuard(DEFAULT_ACCOUNT_GUARD, connect());
    const instanceB = new RedisAccountGuard(DEFAULT_ACCOUNT_GUARD, connect());
    const attempts = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? instanceA : instanceB).begin("admin")));
    const started = attempts.filter((attempt) => attempt.allowed);
    expect(started).toHaveLength(5);
    expect(started.map((attempt) => attempt.allowed && attempt.lockedForMs).sort()).toEqual([0, 0, 0, 0, 60_000]);
    for (const refused of attempts.filter((attempt) => !attempt.allowed)) expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    // Another account is not affected; a success clears the count for every instance.
    expect((await instanceA.begin("other@example.com")).allowed).toBe(true);
    await instanceB.succeeded("admin");
    expect(await instanceA.begin("admin")).toEqual({ allowed: true, attempts: 1, lockedForMs: 0 });
  });

  it("keeps an account's count under a hashed key that expires a day after the last wait", async () => {
    const client = connect();
    const guard = new RedisAccountGuard({ ...DEFAULT_ACCOUNT_GUARD, freeAttempts: 1, baseDelayMs: 1000 }, client);
    await guard.begin("someone@example.com");
    const keys = await client.keys("rl:admin-account:*");
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^rl:admin-account:[0-9a-f]{64}$/);
    expect(await client.hgetall(keys[0])).toMatchObject({ attempts: "1" });
    const ttl = await client.pttl(keys[0]);
    expect(ttl).toBeGreaterThan(DEFAULT_ACCOUNT_GUARD.forgetAfterMs);
    expect(ttl).toBeLessThanOrEqual(DEFAULT_ACCOUNT_GUARD.forgetAfterMs + 1000);
  });

  it("when the Redis behind REDIS_URL goes down: contact and chat are let through (logged), admin sign-in is refused", { timeout: 90_000 }, async () => {
    const failing = await startRedisServer(binary!);
    process.env.REDIS_URL = failing.url;
    process.env.DATA_DIR = path.join(root, "data");
    process.env.CONTACT_FORWARD_EMAIL = "off";
    process.env.RATE_LIMIT_CONTACT = "1/600";
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const contact = () =>
      contactPost(
        new Request("http://localhost/api/contact/", {
          method: "POST",
          headers: { "content-type": "application/json", "x-real-ip": "192.0.2.77" },
          body: JSON.stringify({ name: "Ana", email: "ana@example.com", message: "Hello" }),
        }),
      );
    const chat = () => chatPost(new Request("http://localhost/api/chat/", { method: "POST", headers: { "content-type": "application/json", "x-real-ip": "192.0.2.77" }, body: JSON.stringify({ message: "hello" }) }));
    const passwordHash = hashPassword("right password", { N: 1024, r: 8, p: 1 });
    const signIn = () => passwordSignIn({ password: "right password", clientKey: "192.0.2.77", passwordHash, sessionSecret: "s".repeat(32), limiter: adminSignInRateLimit(), accountGuard: adminAccountGuard() });

    expect((await contact()).status).toBe(200);
    expect((await contact()).status).toBe(429);
    expect((await signIn()).ok).toBe(true);

    await failing.stop();
    expect((await contact()).status).toBe(200);
    expect((await chat()).status).toBe(200);
    expect(await signIn()).toEqual({ ok: false, code: "unavailable" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("redis unavailable, letting contact request through"));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("redis unavailable, letting chat request through"));
    expect(error).toHaveBeenCalledWith(expect.stringContaining("refusing admin-sign-in request"));
    info.mockRestore();
    warn.mockRestore();
    error.mockRestore();
  });

  it("is what POST /api/contact/ uses when REDIS_URL is set: 429 after the limit, counted in Redis", async () => {
    process.env.REDIS_URL = redis.url;
    process.env.RATE_LIMIT_CONTACT = "2/600";
    process.env.DATA_DIR = path.join(root, "data");
    process.env.CONTACT_FORWARD_EMAIL = "off";
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
