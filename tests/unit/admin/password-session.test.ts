import { createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { type AccountGuard, MemoryAccountGuard } from "@/lib/admin/account-guard";
import { type AccountGuardPolicy, DEFAULT_ACCOUNT_GUARD, isPasswordHash, parseAccountGuardPolicy } from "@/config/value-formats";
import { readEnvironment } from "@/config/env";
import { hashPassword } from "@/lib/admin/password-hash.mjs";
import { verifyPassword } from "@/lib/admin/password";
import { ADMIN_SESSION_TTL_MS, createSessionToken, verifySessionToken } from "@/lib/admin/session";
import { PASSWORD_MAX_LENGTH, passwordSignIn, signInError } from "@/lib/admin/sign-in";
import { SIGN_IN_TEXTS } from "@/lib/admin/texts";
import { MemoryRateLimiter } from "@/lib/rate-limit/memory";
import { endProcess } from "../../support/process";

/** The password sign-in of the admin area (no Supabase): scrypt hashes, signed session tokens, configuration, lock-out. */

const CHEAP = { N: 1024, r: 8, p: 1 };
const SECRET = "s".repeat(32);
const OTHER_SECRET = "t".repeat(32);
const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

const b64 = (bytes: number) => Buffer.alloc(bytes, 7).toString("base64");

describe("hashPassword / verifyPassword", () => {
  const hash = hashPassword("correct horse battery staple", CHEAP);

  it("writes scrypt$N$r$p$salt$hash and verifies the same password", () => {
    const parts = hash.split("$");
    expect(parts.slice(0, 4)).toEqual(["scrypt", "1024", "8", "1"]);
    expect(Buffer.from(parts[4], "base64")).toHaveLength(16);
    expect(Buffer.from(parts[5], "base64")).toHaveLength(32);
    expect(isPasswordHash(hash)).toBe(true);
    expect(verifyPassword("correct horse battery staple", hash)).toBe(true);
  });

  it("salts every hash, so the same password hashes differently and both verify", () => {
    const again = hashPassword("correct horse battery staple", CHEAP);
    expect(again).not.toBe(hash);
    expect(verifyPassword("correct horse battery staple", again)).toBe(true);
  });

  it("refuses a wrong password, a near miss and the empty password", () => {
    expect(verifyPassword("correct horse battery stapler", hash)).toBe(false);
    expect(verifyPassword("Correct horse battery staple", hash)).toBe(false);
    expect(verifyPassword("", hash)).toBe(false);
  });

  it("compares NFKC-normalised passwords (a composed and a decomposed é are the same password)", () => {
    const accented = hashPassword("caf\u00e9", CHEAP);
    expect(verifyPassword("cafe\u0301", accented)).toBe(true);
  });

  it("accepts the hash with surrounding whitespace (as an env file may hold it)", () => {
    expect(isPasswordHash(`  ${hash}\n`)).toBe(true);
    expect(verifyPassword("correct horse battery staple", `${hash}\n`)).toBe(true);
  });

  const [, , r, p, salt, digest] = hash.split("$");
  const malformed: [string, string | undefined][] = [
    ["undefined", undefined],
    ["an empty string", ""],
    ["garbage", "not a hash at all"],
    ["a wrong prefix", ["bcrypt", 1024, r, p, salt, digest].join("$")],
    ["too few parts", ["scrypt", 1024, r, p, salt].join("$")],
    ["too many parts", [...hash.split("$"), "extra"].join("$")],
    ["N not a power of two", ["scrypt", 1536, r, p, salt, digest].join("$")],
    ["N below 1024", ["scrypt", 512, r, p, salt, digest].join("$")],
    ["N above 2^20", ["scrypt", 1 << 21, r, p, salt, digest].join("$")],
    ["N not a number", ["scrypt", "lots", r, p, salt, digest].join("$")],
    ["r out of range", ["scrypt", 1024, 33, p, salt, digest].join("$")],
    ["p of zero", ["scrypt", 1024, r, 0, salt, digest].join("$")],
    ["a salt shorter than 8 bytes", ["scrypt", 1024, r, p, b64(7), digest].join("$")],
    ["a hash shorter than 16 bytes", ["scrypt", 1024, r, p, salt, b64(15)].join("$")],
  ];

  it.each(malformed)("treats %s as no hash: isPasswordHash false, verifyPassword false", (_label, stored) => {
    expect(isPasswordHash(stored)).toBe(false);
    // verifyPassword takes a string (config.ts only hands it a hash isPasswordHash accepted).
    if (stored !== undefined) expect(verifyPassword("correct horse battery staple", stored)).toBe(false);
  });

  it("the shortest accepted salt (8 bytes) still counts as a hash", () => {
    expect(isPasswordHash(["scrypt", 1024, r, p, b64(8), digest].join("$"))).toBe(true);
  });

  it("refuses a password over 1024 characters, even the one that was hashed", () => {
    const long = "x".repeat(PASSWORD_MAX_LENGTH + 1);
    const longHash = hashPassword(long, CHEAP);
    expect(verifyPassword(long, longHash)).toBe(false);
    const atLimit = "y".repeat(PASSWORD_MAX_LENGTH);
    expect(verifyPassword(atLimit, hashPassword(atLimit, CHEAP))).toBe(true);
  });
});

/** Signs a payload the way session.ts does, so that tests can build tokens it never would. */
function forge(claims: unknown, secret = SECRET, version = "v1"): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  const signature = createHmac("sha256", secret).update(`v1.${payload}`).digest("base64url");
  return `${version}.${payload}.${signature}`;
}

describe("createSessionToken / verifySessionToken", () => {
  it("verifies a fresh token and returns its claims (8 hours by default)", () => {
    const { token, claims } = createSessionToken(SECRET, NOW);
    expect(token).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(claims).toMatchObject({ sub: "admin", iat: NOW, exp: NOW + ADMIN_SESSION_TTL_MS });
    expect(claims.sid).toMatch(/^[\w-]{16}$/);
    expect(verifySessionToken(token, SECRET, NOW)).toEqual(claims);
    expect(verifySessionToken(token, SECRET, NOW + ADMIN_SESSION_TTL_MS - 1)).toEqual(claims);
  });

  it("gives every session its own id", () => {
    expect(createSessionToken(SECRET, NOW).claims.sid).not.toBe(createSessionToken(SECRET, NOW).claims.sid);
  });

  it("refuses a token signed with another secret", () => {
    const { token } = createSessionToken(OTHER_SECRET, NOW);
    expect(verifySessionToken(token, SECRET, NOW)).toBeNull();
  });

  it("refuses a token whose payload was altered (expiry extended) under the old signature", () => {
    const { token, claims } = createSessionToken(SECRET, NOW, 1000);
    const [version, , signature] = token.split(".");
    const extended = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 365 * 24 * 3600_000 })).toString("base64url");
    expect(verifySessionToken(`${version}.${extended}.${signature}`, SECRET, NOW + 5000)).toBeNull();
    // The altered payload itself would pass if signed: the signature is what refuses it.
    expect(verifySessionToken(forge({ ...claims, exp: claims.exp + 365 * 24 * 3600_000 }), SECRET, NOW + 5000)).not.toBeNull();
  });

  it("refuses a token with a tampered signature", () => {
    const { token } = createSessionToken(SECRET, NOW);
    const last = token.at(-1) === "A" ? "B" : "A";
    expect(verifySessionToken(`${token.slice(0, -1)}${last}`, SECRET, NOW)).toBeNull();
  });

  it("refuses an expired token (at and after exp)", () => {
    const { token } = createSessionToken(SECRET, NOW, 60_000);
    expect(verifySessionToken(token, SECRET, NOW + 59_999)).not.toBeNull();
    expect(verifySessionToken(token, SECRET, NOW + 60_000)).toBeNull();
    expect(verifySessionToken(token, SECRET, NOW + 10 * 60_000)).toBeNull();
  });

  it("refuses a token issued more than a minute in the future, allowing a minute of clock skew", () => {
    expect(verifySessionToken(createSessionToken(SECRET, NOW + 120_000).token, SECRET, NOW)).toBeNull();
    expect(verifySessionToken(createSessionToken(SECRET, NOW + 60_001).token, SECRET, NOW)).toBeNull();
    expect(verifySessionToken(createSessionToken(SECRET, NOW + 30_000).token, SECRET, NOW)).not.toBeNull();
  });

  it("refuses correctly signed payloads that are not an admin session", () => {
    const good = { sub: "admin", sid: "abc", iat: NOW, exp: NOW + 1000 };
    expect(verifySessionToken(forge(good), SECRET, NOW)).toEqual(good);
    expect(verifySessionToken(forge({ ...good, sub: "user" }), SECRET, NOW)).toBeNull();
    expect(verifySessionToken(forge({ ...good, exp: String(NOW + 1000) }), SECRET, NOW)).toBeNull();
    expect(verifySessionToken(forge({ ...good, iat: undefined }), SECRET, NOW)).toBeNull();
    expect(verifySessionToken(forge({ ...good, sid: 42 }), SECRET, NOW)).toBeNull();
    expect(verifySessionToken(forge("admin"), SECRET, NOW)).toBeNull();
    expect(verifySessionToken(forge(null), SECRET, NOW)).toBeNull();
  });

  it("refuses a signed payload that is not JSON", () => {
    const payload = Buffer.from("{not json").toString("base64url");
    const signature = createHmac("sha256", SECRET).update(`v1.${payload}`).digest("base64url");
    expect(verifySessionToken(`v1.${payload}.${signature}`, SECRET, NOW)).toBeNull();
  });

  it("refuses another version prefix, even with a valid payload and signature", () => {
    const good = { sub: "admin", sid: "abc", iat: NOW, exp: NOW + 1000 };
    expect(verifySessionToken(forge(good, SECRET, "v2"), SECRET, NOW)).toBeNull();
    expect(verifySessionToken(forge(good, SECRET, "V1"), SECRET, NOW)).toBeNull();
  });

  it("refuses a token over 1024 characters, even a correctly signed one", () => {
    const padded = (sid: string) => forge({ sub: "admin", sid, iat: NOW, exp: NOW + 1000 });
    const fits = padded("x".repeat(600));
    expect(fits.length).toBeLessThanOrEqual(1024);
    expect(verifySessionToken(fits, SECRET, NOW)).not.toBeNull();
    const tooLong = padded("x".repeat(800));
    expect(tooLong.length).toBeGreaterThan(1024);
    expect(verifySessionToken(tooLong, SECRET, NOW)).toBeNull();
  });

  it.each([undefined, "", "junk", "v1", "v1..", "v1.a.b", "v1.a.b.c", "...", "v1.e30.", "💥.💥.💥"])("refuses junk %j", (junk) => {
    expect(verifySessionToken(junk, SECRET, NOW)).toBeNull();
  });
});

describe("the admin sign-in mode (readEnvironment().adminAuth)", () => {
  const hash = hashPassword("pw", CHEAP);

  it("is Supabase mode with the URL and the publishable key, whatever the password settings", () => {
    expect(readEnvironment({ NEXT_PUBLIC_SUPABASE_URL: " https://x.supabase.co ", NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: " pk " }).adminAuth).toEqual({
      mode: "supabase",
      url: "https://x.supabase.co",
      key: "pk",
    });
    expect(
      readEnvironment({ NEXT_PUBLIC_SUPABASE_URL: "https://x.supabase.co", NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "pk", ADMIN_PASSWORD_HASH: hash, ADMIN_SESSION_SECRET: SECRET }).adminAuth,
    ).toMatchObject({ mode: "supabase" });
  });

  it("falls back to the anon key, preferring the publishable one when both are set", () => {
    expect(readEnvironment({ NEXT_PUBLIC_SUPABASE_URL: "https://x.supabase.co", NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon" }).adminAuth).toEqual({ mode: "supabase", url: "https://x.supabase.co", key: "anon" });
    expect(readEnvironment({ NEXT_PUBLIC_SUPABASE_URL: "https://x.supabase.co", NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon", NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "pk" }).adminAuth).toMatchObject({ key: "pk" });
  });

  it("is not Supabase mode with only one of URL and key", () => {
    expect(readEnvironment({ NEXT_PUBLIC_SUPABASE_URL: "https://x.supabase.co", ADMIN_PASSWORD_HASH: hash, ADMIN_SESSION_SECRET: SECRET }).adminAuth.mode).toBe("password");
    expect(readEnvironment({ NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "pk", ADMIN_PASSWORD_HASH: hash, ADMIN_SESSION_SECRET: SECRET }).adminAuth.mode).toBe("password");
    expect(readEnvironment({ NEXT_PUBLIC_SUPABASE_URL: "  ", NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "pk" }).adminAuth.mode).toBe("unconfigured");
  });

  it("is password mode with a valid hash and a secret of at least 32 characters", () => {
    expect(readEnvironment({ ADMIN_PASSWORD_HASH: ` ${hash} `, ADMIN_SESSION_SECRET: SECRET }).adminAuth).toEqual({ mode: "password", passwordHash: hash, sessionSecret: SECRET });
  });

  const HASH_PROBLEM = "ADMIN_PASSWORD_HASH is not set to a scrypt hash (npm run admin:hash prints one).";
  const SECRET_PROBLEM = "ADMIN_SESSION_SECRET must be at least 32 characters.";

  it("is unconfigured, naming each problem", () => {
    expect(readEnvironment({}).adminAuth).toEqual({ mode: "unconfigured", problems: [HASH_PROBLEM, SECRET_PROBLEM] });
    expect(readEnvironment({ ADMIN_PASSWORD_HASH: "plain-password", ADMIN_SESSION_SECRET: SECRET }).adminAuth).toEqual({ mode: "unconfigured", problems: [HASH_PROBLEM] });
    expect(readEnvironment({ ADMIN_PASSWORD_HASH: hash, ADMIN_SESSION_SECRET: "s".repeat(31) }).adminAuth).toEqual({ mode: "unconfigured", problems: [SECRET_PROBLEM] });
    expect(readEnvironment({ ADMIN_PASSWORD_HASH: hash.replace("$1024$", "$1000$"), ADMIN_SESSION_SECRET: "short" }).adminAuth).toEqual({
      mode: "unconfigured",
      problems: [HASH_PROBLEM, SECRET_PROBLEM],
    });
  });
});

describe("passwordSignIn with a lock-out", () => {
  const policy = { name: "t", max: 5, windowMs: 900_000 };
  const passwordHash = hashPassword("right password", CHEAP);

  // The per-account guard is generous here; its own tests follow.
  function setup(accountPolicy: AccountGuardPolicy = { ...DEFAULT_ACCOUNT_GUARD, freeAttempts: 100 }) {
    let clock = NOW;
    const limiter = new MemoryRateLimiter(policy, () => clock);
    const accountGuard = new MemoryAccountGuard(accountPolicy, () => clock);
    const signIn = (password: string, clientKey = "198.51.100.7") => passwordSignIn({ password, clientKey, passwordHash, sessionSecret: SECRET, limiter, accountGuard, now: clock });
    return { signIn, advance: (ms: number) => (clock += ms), now: () => clock };
  }

  it("signs in with the right password, with a token that verifies", async () => {
    const { signIn } = setup();
    const result = await signIn("right password");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.claims).toMatchObject({ sub: "admin", iat: NOW, exp: NOW + ADMIN_SESSION_TTL_MS });
    expect(verifySessionToken(result.token, SECRET, NOW)).toEqual(result.claims);
    expect(verifySessionToken(result.token, OTHER_SECRET, NOW)).toBeNull();
  });

  it("refuses a wrong password, an empty one and an over-long one", async () => {
    const { signIn } = setup();
    expect(await signIn("wrong password")).toEqual({ ok: false, code: "wrongPassword" });
    expect(await signIn("")).toEqual({ ok: false, code: "missingPassword" });
    expect(await signIn("r".repeat(PASSWORD_MAX_LENGTH + 1))).toEqual({ ok: false, code: "wrongPassword" });
  });

  it("locks the client out on the 6th attempt in the window, right password or not; others are unaffected; the window's end lets it in", async () => {
    const { signIn, advance } = setup();
    for (let attempt = 1; attempt <= 5; attempt++) expect(await signIn(`guess ${attempt}`)).toEqual({ ok: false, code: "wrongPassword" });

    const locked = await signIn("right password");
    expect(locked).toEqual({ ok: false, code: "locked", retryAfterSeconds: 900 });
    expect(SIGN_IN_TEXTS.locked(15)).toBe("Too many sign-in attempts. Try again in 15 minutes.");

    expect((await signIn("right password", "203.0.113.9")).ok).toBe(true);

    advance(600_000);
    expect(await signIn("right password")).toEqual({ ok: false, code: "locked", retryAfterSeconds: 300 });
    advance(299_001);
    expect(await signIn("right password")).toEqual({ ok: false, code: "locked", retryAfterSeconds: 1 });

    advance(999);
    const after = await signIn("right password");
    expect(after.ok).toBe(true);
  });

  it("counts empty attempts too", async () => {
    const { signIn } = setup();
    for (let attempt = 1; attempt <= 5; attempt++) await signIn("");
    expect((await signIn("right password")).ok).toBe(false);
  });

  it("logs a line when a client is locked out, once per lock-out, and at most one such line a minute", async () => {
    await endProcess();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { signIn } = setup();
    for (let attempt = 1; attempt <= 8; attempt++) await signIn("guess");
    expect(warn.mock.calls.map(([line]) => line)).toEqual(["[admin] sign-in locked for client 198.51.100.7 for 900 s (more than 5 attempts in 900 s)"]);
    // Another client locked out within the minute: held back (a guesser may have many addresses).
    for (let attempt = 1; attempt <= 8; attempt++) await signIn("guess", "198.51.100.8");
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

const codeOf = (result: { ok: boolean; code?: string }) => (result.ok ? null : result.code);

describe("the per-account sign-in guard", () => {
  const passwordHash = hashPassword("right password", CHEAP);
  const generousClientLimit = { name: "t", max: 10_000, windowMs: 900_000 };

  function setup(accountGuard?: AccountGuard) {
    let clock = NOW;
    const guard = accountGuard ?? new MemoryAccountGuard(DEFAULT_ACCOUNT_GUARD, () => clock);
    const limiter = new MemoryRateLimiter(generousClientLimit, () => clock);
    let client = 0;
    // Every guess from a new address: only the account's limit can stop them.
    const signIn = (password: string) => passwordSignIn({ password, clientKey: `203.0.113.${client++ % 250}`, passwordHash, sessionSecret: SECRET, limiter, accountGuard: guard, now: clock });
    return { signIn, advance: (ms: number) => (clock += ms) };
  }

  it("after five attempts from any addresses, makes each next one wait 1, 2, 4... minutes, right password or not", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { signIn, advance } = setup();
    for (let attempt = 1; attempt <= 5; attempt++) expect(codeOf(await signIn("guess"))).toBe("wrongPassword");
    expect(warn).toHaveBeenCalledWith('[admin] sign-in for account "admin" locked for 60 s after repeated failed attempts');
    expect(await signIn("right password")).toEqual({ ok: false, code: "locked", retryAfterSeconds: 60 });
    advance(60_000);
    expect(codeOf(await signIn("guess"))).toBe("wrongPassword");
    expect(await signIn("right password")).toEqual({ ok: false, code: "locked", retryAfterSeconds: 120 });
    advance(120_000);
    expect(codeOf(await signIn("guess"))).toBe("wrongPassword");
    expect((await signIn("guess")).ok).toBe(false);
    advance(239_000);
    expect(await signIn("right password")).toMatchObject({ retryAfterSeconds: 1 });
    advance(1000);
    expect((await signIn("right password")).ok).toBe(true);
    // A success clears the count: five more free attempts.
    for (let attempt = 1; attempt <= 5; attempt++) expect(codeOf(await signIn("guess"))).toBe("wrongPassword");
    expect(codeOf(await signIn("right password"))).toBe("locked");
    expect(warn.mock.calls.filter(([line]) => String(line).includes('account "admin" locked'))).toHaveLength(4);
    warn.mockRestore();
  });

  it("holds against 40 parallel guesses from 40 addresses: five are checked, the rest wait", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { signIn } = setup();
    const results = await Promise.all(Array.from({ length: 40 }, () => signIn("guess")));
    expect(results.filter((result) => codeOf(result) === "wrongPassword")).toHaveLength(5);
    expect(results.filter((result) => codeOf(result) === "locked")).toHaveLength(35);
    vi.restoreAllMocks();
  });

  it("refuses sign-in when its store cannot answer (fails closed)", async () => {
    const broken: AccountGuard = { policy: DEFAULT_ACCOUNT_GUARD, begin: async () => ({ allowed: false, unavailable: true }), succeeded: async () => undefined };
    const { signIn } = setup(broken);
    expect(await signIn("right password")).toEqual({ ok: false, code: "unavailable" });
  });

  it("grows the wait up to its ceiling, and reads ADMIN_ACCOUNT_LOCKOUT", async () => {
    // Each attempt made as soon as the wait the one before started is over.
    let now = 0;
    const guard = new MemoryAccountGuard(DEFAULT_ACCOUNT_GUARD, () => now);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 50; attempt++) {
      const started = await guard.begin("admin@example.com");
      if (!started.allowed) throw new Error(`attempt ${attempt} was refused`);
      waits.push(started.lockedForMs / 1000);
      now += started.lockedForMs;
    }
    expect([4, 5, 6, 7, 10, 11, 12, 50].map((attempt) => waits[attempt - 1])).toEqual([0, 60, 120, 240, 1920, 3600, 3600, 3600]);
    expect(parseAccountGuardPolicy("3/10/600")).toMatchObject({ freeAttempts: 3, baseDelayMs: 10_000, maxDelayMs: 600_000 });
    for (const raw of [undefined, "", "0/10/600", "3/10/5", "3/10", "a/b/c"]) expect(parseAccountGuardPolicy(raw)).toEqual(DEFAULT_ACCOUNT_GUARD);
  });
});

describe("the sign-in page's message (lib/admin/sign-in.ts signInError)", () => {
  it("shows the text of a known code, the wait in minutes when locked out, and nothing for anything else", () => {
    expect(signInError({ error: "wrongPassword" })).toBe(SIGN_IN_TEXTS.wrongPassword);
    expect(signInError({ error: "locked", wait: "900" })).toBe(SIGN_IN_TEXTS.locked(15));
    expect(signInError({ error: "locked", wait: "1" })).toBe(SIGN_IN_TEXTS.locked(1));
    expect(signInError({ error: "locked" })).toBe(SIGN_IN_TEXTS.locked(1));
    for (const error of [undefined, "", "toString", "__proto__", "Your account is suspended: call +1 555 0100", ["wrongPassword"]]) expect(signInError({ error }), String(error)).toBeUndefined();
  });
});
