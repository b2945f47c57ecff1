import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as healthGet } from "@/app/api/health/route";
import { hashPassword } from "@/lib/admin/password-hash.mjs";
import { HEALTH_CHECK_REUSE_MS, HEALTH_CHECK_TIMEOUT_MS, healthReport } from "@/lib/server/health";
import { getEmbeddedDatabase } from "@/lib/inquiries/embedded-db";
import type http from "node:http";
import { closedPort, sendJson, startLocalServer } from "../../support/local-server";
import { findRedisServer, startRedisServer } from "../../support/redis-server";
import { SELF_HOSTED_DEFAULTS_HEALTH } from "../../support/health";
import { endProcess } from "../../support/process";

/**
 * GET /api/health/ as the server runs it: the real route handler, the real embedded database in a fresh DATA_DIR,
 * and a local stand-in for Supabase's PostgREST.
 */

const SERVICE_KEY = "service-role-health-secret";
const PUBLISHABLE_KEY = "sb_publishable_health";
const SESSION_SECRET = "session-secret-that-is-long-enough-0123456789";
const PASSWORD_HASH = hashPassword("an admin password", { N: 1024, r: 8, p: 1 });
const savedEnv = { ...process.env };

let root: string;
let postgrest: Awaited<ReturnType<typeof startLocalServer>>;
let postgrestMode: "ok" | "down" | "hanging" = "ok";
/** What the stand-in's undelivered_lead_summary returns. */
let undeliveredRow: { undelivered: number; oldest_created_at: string | null } = { undelivered: 0, oldest_created_at: null };
let countRefused = false;
const hanging: http.ServerResponse[] = [];

/** The store checks and undelivered-lead counts PostgREST was asked for. */
const calls = () => ({
  checks: postgrest.requests.filter((request) => request.method === "HEAD").length,
  counts: postgrest.requests.filter((request) => request.url === "/rest/v1/rpc/undelivered_lead_summary").length,
});

async function health() {
  const response = await healthGet();
  return { status: response.status, headers: response.headers, text: await response.text() };
}


beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "northtide-health-"));
  postgrest = await startLocalServer((request, response) => {
    if (postgrestMode === "hanging") return void hanging.push(response);
    if (postgrestMode === "down") return sendJson(response, 503, { message: "database unavailable", code: "PGRST000" });
    if (request.method === "HEAD" && request.url.startsWith("/rest/v1/inquiries")) {
      response.writeHead(200, { "content-type": "application/json" });
      return response.end();
    }
    if (request.method === "POST" && request.url === "/rest/v1/rpc/undelivered_lead_summary" && countRefused) return sendJson(response, 500, { message: "function failed", code: "XX000" });
    if (request.method === "POST" && request.url === "/rest/v1/rpc/undelivered_lead_summary") return sendJson(response, 200, [undeliveredRow]);
    sendJson(response, 404, { message: "unexpected call" });
  });
});

beforeEach(() => {
  process.env = {
    ...savedEnv,
    DATA_DIR: path.join(root, "data"),
    ADMIN_PASSWORD_HASH: PASSWORD_HASH,
    ADMIN_SESSION_SECRET: SESSION_SECRET,
    RETRY_SECRET: "retry-health-secret",
    NEXT_PUBLIC_SITE_URL: "https://northtide.studio",
    CONTACT_FORWARD_EMAIL: "hello@northtide.studio",
  };
  for (const name of ["NEXT_PUBLIC_SUPABASE_URL", "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY", "NEXT_PUBLIC_SUPABASE_ANON_KEY", "SUPABASE_SERVICE_ROLE_KEY", "REDIS_URL", "CHAT_PROVIDER", "CONTENT_SOURCE", "VERCEL"]) {
    delete process.env[name];
  }
  postgrestMode = "ok";
  undeliveredRow = { undelivered: 0, oldest_created_at: null };
  countRefused = false;
  postgrest.requests.length = 0;
});

afterEach(async () => {
  for (const response of hanging.splice(0)) response.destroy();
  await endProcess();
  vi.restoreAllMocks();
});

afterAll(async () => {
  process.env = savedEnv;
  await postgrest.close();
  rmSync(root, { recursive: true, force: true });
});

const useSupabase = () => {
  process.env.NEXT_PUBLIC_SUPABASE_URL = postgrest.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = PUBLISHABLE_KEY;
  process.env.SUPABASE_SERVICE_ROLE_KEY = SERVICE_KEY;
};

describe("on the embedded defaults", () => {
  it("answers 200, no-store, naming each backend's source, once the embedded store answers", async () => {
    await getEmbeddedDatabase(); // opened at server start (instrumentation.ts), as here
    const { status, headers, text } = await health();
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("content-type")).toMatch(/^application\/json/);
    expect(JSON.parse(text)).toEqual(SELF_HOSTED_DEFAULTS_HEALTH);
    for (const secret of [PASSWORD_HASH, SESSION_SECRET, "retry-health-secret", root]) expect(text).not.toContain(secret);
  });

  it("answers 503 when the store cannot be opened (DATA_DIR cannot be written), and logs why", async () => {
    const blocker = path.join(root, "a-file");
    writeFileSync(blocker, "");
    process.env.DATA_DIR = path.join(blocker, "data");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { status, headers, text } = await health();
    expect(status).toBe(503);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(JSON.parse(text)).toMatchObject({ status: "unavailable", inquiries: { store: "embedded", answers: false } });
    expect(text).not.toContain(blocker);
    expect(warn).toHaveBeenCalledWith("[health] the inquiry store did not answer:", expect.stringContaining("ENOTDIR"));
  });

  it("names forwarding off, the chat provider and an unconfigured admin area as configured", async () => {
    await getEmbeddedDatabase();
    process.env.CONTACT_FORWARD_EMAIL = "off";
    process.env.CHAT_PROVIDER = "gemini";
    process.env.GEMINI_API_KEY = "gemini-health-secret";
    delete process.env.ADMIN_PASSWORD_HASH;
    delete process.env.ADMIN_SESSION_SECRET;
    const { status, text } = await health();
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ forwarding: "off", chat: { provider: "gemini", state: "ok" }, adminAuth: "unconfigured", settings: { missing: [] } });
    expect(text).not.toContain("gemini-health-secret");
  });

  it("names the deployment settings left unset, and stays 200 (a warning: inquiries are still kept)", async () => {
    await getEmbeddedDatabase();
    delete process.env.NEXT_PUBLIC_SITE_URL;
    process.env.CONTACT_FORWARD_EMAIL = "";
    const { status, text } = await health();
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ ...SELF_HOSTED_DEFAULTS_HEALTH, forwarding: "unconfigured", settings: { missing: ["NEXT_PUBLIC_SITE_URL", "CONTACT_FORWARD_EMAIL"] } });
    process.env.NEXT_PUBLIC_SITE_URL = "https://northtide.studio";
    expect(JSON.parse((await health()).text).settings).toEqual({ missing: ["CONTACT_FORWARD_EMAIL"] });
  });
});

describe("on Supabase", () => {
  it("asks PostgREST for at most one row's headers with the service-role key, and names the host, never a key", async () => {
    useSupabase();
    const { status, text } = await health();
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({
      ...SELF_HOSTED_DEFAULTS_HEALTH,
      content: "supabase",
      inquiries: { store: "supabase", answers: true, writes: true },
      adminAuth: "supabase",
      supabaseHost: new URL(postgrest.url).host,
    });
    const check = postgrest.requests.find((request) => request.method === "HEAD")!;
    expect(check.method).toBe("HEAD");
    expect(check.url).toBe("/rest/v1/inquiries?select=id&limit=1");
    expect(check.headers.apikey).toBe(SERVICE_KEY);
    for (const secret of [SERVICE_KEY, PUBLISHABLE_KEY, postgrest.url]) expect(text).not.toContain(secret);
  });

  it("answers 503 when Supabase refuses, and when it does not answer within the time-out", async () => {
    useSupabase();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    postgrestMode = "down";
    const refused = Date.now();
    expect((await health()).status).toBe(503);
    expect(calls()).toEqual({ checks: 1, counts: 1 });
    // Answered at once: a health check is not retried, as supabase-js retries a failed read by default.
    expect(Date.now() - refused).toBeLessThan(HEALTH_CHECK_TIMEOUT_MS);

    await endProcess(); // a new process: the refused check is not reused
    postgrestMode = "hanging";
    const started = Date.now();
    const { status, text } = await health();
    expect(status).toBe(503);
    expect(JSON.parse(text).inquiries).toEqual({ store: "supabase", answers: false, writes: true });
    expect(Date.now() - started).toBeLessThan(HEALTH_CHECK_TIMEOUT_MS + 1500);
  });

  it("counts undelivered leads through the service-role function, and answers 503 \"stuck\" when the oldest is past the threshold", async () => {
    useSupabase();
    const now = Date.parse("2026-03-02T10:00:00Z");
    undeliveredRow = { undelivered: 3, oldest_created_at: "2026-03-02T09:40:00+00:00" };
    const stuck = await healthReport(now);
    expect(stuck).toMatchObject({ status: "stuck", inquiries: { answers: true }, leads: { undelivered: 3, oldestUndeliveredSeconds: 1200, stuckAfterSeconds: 900 } });
    const count = postgrest.requests.find((request) => request.url === "/rest/v1/rpc/undelivered_lead_summary")!;
    expect(count.method).toBe("POST");
    expect(count.headers.apikey).toBe(SERVICE_KEY);

    await endProcess();
    undeliveredRow = { undelivered: 1, oldest_created_at: "2026-03-02T09:50:00+00:00" };
    expect(await healthReport(now)).toMatchObject({ status: "ok", leads: { undelivered: 1, oldestUndeliveredSeconds: 600 } });
  });

  it("reports leads as null, and stays 200, when only the count does not answer", async () => {
    useSupabase();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    countRefused = true;
    const { status, text } = await health();
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ status: "ok", inquiries: { answers: true }, leads: null });
    expect(warn).toHaveBeenCalledWith("[health] the undelivered-lead count did not answer:", expect.stringContaining("count undelivered leads"));
  });

  it("checks the store at most once per reuse period, however many requests arrive, so it cannot amplify load", async () => {
    useSupabase();
    const answers = await Promise.all(Array.from({ length: 25 }, () => health()));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(calls()).toEqual({ checks: 1, counts: 1 });

    await endProcess();
    const startedAt = Date.now();
    await healthReport(startedAt);
    expect(calls()).toEqual({ checks: 2, counts: 2 });
    await healthReport(startedAt + HEALTH_CHECK_REUSE_MS - 1);
    expect(calls()).toEqual({ checks: 2, counts: 2 });
    await healthReport(startedAt + HEALTH_CHECK_REUSE_MS);
    expect(calls()).toEqual({ checks: 3, counts: 3 });
  });
});

describe("with Redis", () => {
  it("reports Redis not answering, and stays 200: contact and chat are let through without it", async () => {
    await getEmbeddedDatabase();
    process.env.REDIS_URL = `redis://127.0.0.1:${await closedPort()}`;
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { status, text } = await health();
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ status: "ok", rateLimits: { store: "redis", answers: false } });
    expect(text).not.toContain("redis://");
  });

  const binary = findRedisServer();
  it.skipIf(!binary)("reports a running Redis as answering", async () => {
    await getEmbeddedDatabase();
    const redis = await startRedisServer(binary!);
    try {
      process.env.REDIS_URL = redis.url;
      const { status, text } = await health();
      expect(status).toBe(200);
      expect(JSON.parse(text).rateLimits).toEqual({ store: "redis", answers: true });
    } finally {
      await endProcess();
      await redis.stop();
    }
  });
});
