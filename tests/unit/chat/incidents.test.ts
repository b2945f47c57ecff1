import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { serverEnvironment } from "@/config/server-env";
import { ANSWER_RECORD_INTERVAL_MS, chatHealth, type ChatFailure, recordChatAnswer, recordChatFailure } from "@/lib/chat/incidents";
import { getEmbeddedDatabase } from "@/lib/inquiries/embedded-db";
import { startAlertChannelStubs } from "../../support/alert-channels";
import { sendJson, startLocalServer } from "../../support/local-server";
import { asRole, supabaseLikeDbForSuite } from "../../support/pglite";
import { endProcess } from "../../support/process";

/**
 * The record of the hosted assistant's failures (lib/chat/incidents.ts) on both databases it can live in: the embedded
 * one under DATA_DIR, and Supabase's, reached through PostgREST's /rpc/ (a stand-in that runs each call as the service
 * role on a Postgres with the migrations applied). The lead alert channels are stand-ins that record what they took.
 */

const SERVICE_KEY = "service-role-incidents-secret";
const savedEnv = { ...process.env };
const supabaseDb = supabaseLikeDbForSuite();
let root: string;
let channels: Awaited<ReturnType<typeof startAlertChannelStubs>>;
let postgrest: Awaited<ReturnType<typeof startLocalServer>>;

/** Which results PostgREST sends as a scalar, as nothing (a void function) or as rows. */
const RPC_SHAPES: Record<string, "scalar" | "void" | "rows"> = { record_chat_failure: "scalar", release_chat_alert: "void", record_chat_answer: "void", chat_incident_summary: "rows" };

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "northtide-incidents-"));
  channels = await startAlertChannelStubs();
  postgrest = await startLocalServer(async (request, response) => {
    const name = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(request.url)?.[1];
    if (request.headers.apikey !== SERVICE_KEY || request.headers.authorization !== `Bearer ${SERVICE_KEY}`) return sendJson(response, 401, { message: "Invalid API key" });
    if (request.method !== "POST" || !name || !RPC_SHAPES[name]) return sendJson(response, 404, { code: "PGRST202", message: "Could not find the function" });
    const args = Object.entries(JSON.parse(request.body || "{}") as Record<string, unknown>);
    const call = `select * from public.${name}(${args.map(([key], index) => `${key} => $${index + 1}`).join(", ")})`;
    try {
      const { rows } = await asRole(supabaseDb, "service_role", () => supabaseDb.query<Record<string, unknown>>(call, args.map(([, value]) => value)));
      if (RPC_SHAPES[name] === "void") return void response.writeHead(204).end();
      sendJson(response, 200, RPC_SHAPES[name] === "scalar" ? rows[0]?.[name] : rows);
    } catch (error) {
      sendJson(response, 400, { message: (error as Error).message });
    }
  });
});

afterAll(async () => {
  process.env = savedEnv;
  await channels.close();
  await postgrest.close();
  rmSync(root, { recursive: true, force: true });
});

afterEach(async () => {
  await endProcess();
  vi.restoreAllMocks();
});

const at = (iso: string) => Date.parse(iso);
const notFound: ChatFailure = { provider: "gemini", cause: "model-not-found", detail: "Gemini answered HTTP 404: models/gemini-2.5-flash is not found for API version v1beta" };
const quota: ChatFailure = { provider: "gemini", cause: "quota", detail: "Gemini answered HTTP 429: Resource has been exhausted" };

describe.each([
  ["the embedded database", "embedded"],
  ["Supabase (through PostgREST, as the service role)", "supabase"],
] as const)("the hosted assistant's record in %s", (_label, backend) => {
  /** The database the record lives in, to play another instance of the site on it. */
  const database = async (): Promise<PGlite> => (backend === "embedded" ? getEmbeddedDatabase() : supabaseDb);

  beforeEach(async () => {
    process.env = {
      ...savedEnv,
      DATA_DIR: path.join(root, "data"),
      NEXT_PUBLIC_SITE_URL: "https://northtide.studio",
      CONTACT_FORWARD_EMAIL: "hello@northtide.studio",
      CHAT_PROVIDER: "gemini",
      GEMINI_API_KEY: "gemini-incidents-secret",
      ALERT_WEBHOOK_URL: channels.webhookUrl,
    };
    for (const name of ["NEXT_PUBLIC_SUPABASE_URL", "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY", "NEXT_PUBLIC_SUPABASE_ANON_KEY", "SUPABASE_SERVICE_ROLE_KEY", "RESEND_API_KEY", "ALERT_EMAIL_TO", "CONTENT_SOURCE", "VERCEL"]) delete process.env[name];
    if (backend === "supabase") {
      Object.assign(process.env, { NEXT_PUBLIC_SUPABASE_URL: postgrest.url, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_incidents", SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY, CONTENT_SOURCE: "files" });
    }
    await (await database()).exec("delete from public.chat_incidents; delete from public.chat_upstream;");
    channels.reset();
  });

  const health = () => chatHealth(serverEnvironment().chat);

  it("sends one alert per cause and UTC day, with the cause, what to do and Gemini's detail, and counts every failure", async () => {
    for (const minute of ["10:00", "10:01", "23:59"]) await recordChatFailure(notFound, at(`2026-11-28T${minute}:00Z`));
    expect(channels.webhookMessages).toHaveLength(1);
    const [alert] = channels.webhookMessages;
    expect(alert.text).toContain("The AI assistant on the Northtide Studio website got no answer from Gemini: the model was not found.");
    expect(alert.text).toContain("What to do: GEMINI_MODEL names a retired or unknown model: set a current one");
    expect(alert.text).toContain("Cause: model-not-found\nDetail: Gemini answered HTTP 404: models/gemini-2.5-flash is not found for API version v1beta");
    expect(alert.text).toContain("First seen: 2026-11-28T10:00:00.000Z");
    expect(alert.text).toContain("https://northtide.studio/api/health/");

    await recordChatFailure(quota, at("2026-11-28T12:00:00Z"));
    expect(channels.webhookMessages).toHaveLength(2);
    expect(channels.webhookMessages[1].text).toContain("a quota or rate limit was reached");

    await recordChatFailure(notFound, at("2026-11-29T00:00:00Z"));
    expect(channels.webhookMessages).toHaveLength(3);

    expect(await health()).toEqual({ provider: "gemini", state: "degraded", lastFailure: { cause: "model-not-found", provider: "gemini", at: "2026-11-29T00:00:00.000Z", failuresThatDay: 1 } });
    const { rows } = await (await database()).query<{ day: string; cause: string; failures: number }>("select day::text as day, cause, failures from public.chat_incidents order by day, cause");
    expect(rows).toEqual([
      { day: "2026-11-28", cause: "model-not-found", failures: 3 },
      { day: "2026-11-28", cause: "quota", failures: 1 },
      { day: "2026-11-29", cause: "model-not-found", failures: 1 },
    ]);
  });

  it("gives the alert back when no channel took it, so the cause's next failure that day sends it", async () => {
    channels.setMode("webhook", "fail");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await recordChatFailure(notFound, at("2026-11-28T10:00:00Z"));
    expect(channels.webhookMessages).toHaveLength(0);
    channels.setMode("webhook", "ok");
    await recordChatFailure(notFound, at("2026-11-28T10:05:00Z"));
    await recordChatFailure(notFound, at("2026-11-28T10:06:00Z"));
    expect(channels.webhookMessages).toHaveLength(1);
    expect(channels.webhookMessages[0].text).toContain("First seen: 2026-11-28T10:05:00.000Z");
  });

  it("claims no alert without a channel; one set later that day gets the cause's next failure", async () => {
    delete process.env.ALERT_WEBHOOK_URL;
    await recordChatFailure(notFound, at("2026-11-28T10:00:00Z"));
    expect(channels.webhook.requests).toHaveLength(0);
    process.env.ALERT_WEBHOOK_URL = channels.webhookUrl;
    await recordChatFailure(notFound, at("2026-11-28T11:00:00Z"));
    expect(channels.webhookMessages).toHaveLength(1);
  });

  it("is degraded from a failure until the upstream answers, whichever instance saw either; answers are written at most once a minute", async () => {
    expect(await health()).toEqual({ provider: "gemini", state: "ok" });
    await recordChatAnswer(at("2026-11-28T10:00:00Z"));
    expect(await health()).toEqual({ provider: "gemini", state: "ok" });

    // Another instance of the site fails: every instance reports it.
    await (await database()).query("select public.record_chat_failure('timeout', 'gemini', 'Gemini did not answer in time', false, '2026-11-28T10:00:10Z')");
    expect(await health()).toMatchObject({ state: "degraded", lastFailure: { cause: "timeout", at: "2026-11-28T10:00:10.000Z" } });
    // This instance's next answer, within the minute, is not written; the one after the minute is.
    await recordChatAnswer(at("2026-11-28T10:00:30Z"));
    expect((await health()).state).toBe("degraded");
    await recordChatAnswer(at("2026-11-28T10:00:00Z") + ANSWER_RECORD_INTERVAL_MS);
    expect(await health()).toMatchObject({ state: "ok", lastFailure: { cause: "timeout" } });

    // After a failure it saw itself, an instance writes its next answer at once.
    await recordChatFailure(quota, at("2026-11-28T10:01:10Z"));
    expect((await health()).state).toBe("degraded");
    await recordChatAnswer(at("2026-11-28T10:01:11Z"));
    expect((await health()).state).toBe("ok");
  });

  it("keeps 30 days", async () => {
    await recordChatFailure(notFound, at("2026-10-01T10:00:00Z"));
    await recordChatFailure(quota, at("2026-11-28T10:00:00Z"));
    const { rows } = await (await database()).query<{ day: string }>("select day::text as day from public.chat_incidents");
    expect(rows).toEqual([{ day: "2026-11-28" }]);
  });
});

describe("the local provider", () => {
  it("has no upstream, and so is always ok, without reading a database", async () => {
    expect(await chatHealth({ provider: "local", timeoutMs: 20_000 })).toEqual({ provider: "local", state: "ok" });
  });
});
