import { describe, expect, it } from "vitest";
import { MemoryRateLimiter } from "@/lib/rate-limit/memory";
import { readEnvironment } from "@/config/env";

describe("the in-process rate limiter", () => {
  it("allows max requests per window per client, then says how long to wait, then starts again", async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter({ name: "t", max: 2, windowMs: 60_000 }, () => now);
    expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    now += 15_500;
    expect(await limiter.hit("a")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45, lockedOut: true });
    expect(await limiter.hit("a")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
    expect((await limiter.hit("b")).allowed).toBe(true);
    now += 44_500;
    expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
  });

  it("keeps its memory bounded however many clients it sees", async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter({ name: "t", max: 1, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 120_000; i += 1) await limiter.hit(`client-${i}`);
    expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(50_000);
    now += 61_000;
    await limiter.hit("late");
    expect((await limiter.hit("client-119999")).allowed).toBe(true);
  });
});

describe("rate-limit policies from the environment", () => {
  it("reads max/seconds and falls back on anything else", () => {
    const contact = (raw: string | undefined) => readEnvironment({ RATE_LIMIT_CONTACT: raw }).rateLimits.contact;
    expect(contact("100/60")).toEqual({ max: 100, windowMs: 60_000 });
    expect(contact(" 3 / 10 ")).toEqual({ max: 3, windowMs: 10_000 });
    for (const raw of [undefined, "", "0/60", "ten/60", "5"]) expect(contact(raw)).toEqual({ max: 5, windowMs: 600_000 });
    const admin = readEnvironment({ ADMIN_SIGN_IN_LIMIT: "9/30", RATE_LIMIT_CHAT: "bad" }).rateLimits;
    expect(admin.adminSignIn).toEqual({ max: 9, windowMs: 30_000 });
    expect(admin.chat).toEqual({ max: 20, windowMs: 60_000 });
  });
});

