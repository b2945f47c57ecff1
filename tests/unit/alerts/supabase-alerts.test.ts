import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as retryPost } from "@/app/api/inquiries/retry/route";
import { startAlertChannelStubs } from "../../support/alert-channels";
import { sendJson, startLocalServer } from "../../support/local-server";
import { asRole, supabaseLikeDbForSuite } from "../../support/pglite";
import { endProcess } from "../../support/process";

/**
 * Lead alerts on Supabase: the store's calls through PostgREST (a local stand-in), and the migration's functions as
 * Postgres runs them (PGlite set up as a Supabase project).
 */

const SERVICE_KEY = "service-role-alerts-key";
const ID = "0b7c3c1e-5d0e-4a8f-9d51-2f1f8f0d6a11";
const savedEnv = { ...process.env };
const MINUTE = 60_000;

let postgrest: Awaited<ReturnType<typeof startLocalServer>>;
let channels: Awaited<ReturnType<typeof startAlertChannelStubs>>;
let stuckRows: unknown[] = [];

const stuckRow = { id: ID, name: "Ana", email: "ana@example.com", service: "ai-integration", status: "failed", last_error: "FormSubmit answered HTTP 503", created_at: "2026-01-05T10:00:00+00:00" };
const rpcCalls = (name: string) => postgrest.requests.filter((request) => request.url === `/rest/v1/rpc/${name}`).map((request) => JSON.parse(request.body));

beforeAll(async () => {
  channels = await startAlertChannelStubs();
  postgrest = await startLocalServer((request, response) => {
    if (request.url === "/rest/v1/rpc/claim_due_inquiries") return sendJson(response, 200, []);
    if (request.url === "/rest/v1/rpc/claim_lead_alerts") {
      const kind = JSON.parse(request.body).alert_kind;
      const rows = kind === "stuck" ? stuckRows : [];
      if (kind === "stuck") stuckRows = [];
      return sendJson(response, 200, rows);
    }
    if (request.url === "/rest/v1/rpc/release_lead_alert") {
      response.writeHead(204);
      return response.end();
    }
    sendJson(response, 404, { message: "unexpected call" });
  });
});

beforeEach(() => {
  process.env = { ...savedEnv, NEXT_PUBLIC_SUPABASE_URL: postgrest.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY, RETRY_SECRET: "s", CONTACT_FORWARD_EMAIL: "hello@northtide.studio", ALERT_WEBHOOK_URL: channels.webhookUrl, ALERT_STUCK_AFTER_MS: String(15 * MINUTE) };
  for (const name of ["REDIS_URL", "ALERT_ON_NEW_LEAD", "RESEND_API_KEY", "ALERT_EMAIL_TO"]) delete process.env[name];
  postgrest.requests.length = 0;
  channels.reset();
  stuckRows = [];
});

afterEach(endProcess);

afterAll(async () => {
  process.env = savedEnv;
  await postgrest.close();
  await channels.close();
});

const retry = () => retryPost(new Request("http://localhost/api/inquiries/retry/", { method: "POST", headers: { authorization: "Bearer s" } }));

describe("the Supabase store's alert calls", () => {
  it("claims stuck alerts with the caller's cutoff, then delivered ones, with the service-role key", async () => {
    stuckRows = [stuckRow];
    const before = Date.now();
    expect((await retry()).status).toBe(200);
    const [stuck, delivered] = rpcCalls("claim_lead_alerts");
    expect(stuck).toMatchObject({ alert_kind: "stuck", batch_size: 20 });
    const cutoff = Date.parse(stuck.stuck_before);
    expect(cutoff).toBeGreaterThanOrEqual(before - 15 * MINUTE);
    expect(cutoff).toBeLessThanOrEqual(Date.now() - 15 * MINUTE);
    expect(delivered).toEqual({ alert_kind: "delivered", stuck_before: null, batch_size: 20 });
    expect(postgrest.requests.find((request) => request.url === "/rest/v1/rpc/claim_lead_alerts")!.headers.apikey).toBe(SERVICE_KEY);
    expect(channels.webhookMessages).toHaveLength(1);
    expect(channels.webhookMessages[0].text).toContain("Service: AI-Powered Solutions");
    expect(rpcCalls("release_lead_alert")).toEqual([]);
  });

  it("releases the claim through release_lead_alert when the alert could not be sent", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    channels.setMode("webhook", "fail");
    stuckRows = [stuckRow];
    expect((await retry()).status).toBe(200);
    expect(rpcCalls("release_lead_alert")).toEqual([{ alert_kind: "stuck", inquiry_id: ID }]);
    vi.restoreAllMocks();
  });
});

describe("the migration's functions on Postgres", () => {
  const db = supabaseLikeDbForSuite({ reset: "delete from public.inquiries" });

  const insert = async (name: string, status: string, minutesAgo: number, extra = "") => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.inquiries (name, email, message, status, created_at) values ($1, $2, 'a message', $3, now() - ($4::integer * interval '1 minute')) returning id`,
      [name, `${name.toLowerCase()}@example.com`, status, minutesAgo],
    );
    if (extra) await db.query(`update public.inquiries set ${extra} where id = $1`, [rows[0].id]);
    return rows[0].id;
  };
  const claim = (kind: string, cutoffMinutes = 15) =>
    asRole(db, "service_role", async () => (await db.query<{ name: string; status: string }>("select name, status from public.claim_lead_alerts($1, now() - ($2::integer * interval '1 minute'), 10)", [kind, cutoffMinutes])).rows);

  it("claims each stuck or uncertain lead once, never a fresh, handled, sent or spam one, and claims it again only once released", async () => {
    await insert("Old", "failed", 30);
    await insert("Fresh", "pending", 5);
    await insert("Unsure", "uncertain", 1);
    await insert("Handled", "failed", 60, "handled_at = now()");
    await insert("Sent", "sent", 60);
    await insert("Spam", "spam", 60);
    expect((await claim("stuck")).map((row) => row.name).sort()).toEqual(["Old", "Unsure"]);
    expect(await claim("stuck")).toEqual([]);

    const old = (await db.query<{ id: string }>("select id from public.inquiries where name = 'Old'")).rows[0].id;
    await asRole(db, "service_role", () => db.query("select public.release_lead_alert('stuck', $1)", [old]));
    expect((await claim("stuck")).map((row) => row.name)).toEqual(["Old"]);
  });

  it("claims a delivered alert only for a lead sent after a stuck alert, once", async () => {
    await insert("Recovered", "sent", 40, "stuck_alerted_at = now() - interval '20 minutes'");
    await insert("Never Stuck", "sent", 40);
    await insert("Still Failing", "failed", 40, "stuck_alerted_at = now()");
    expect(await claim("delivered")).toEqual([{ name: "Recovered", status: "sent" }]);
    expect(await claim("delivered")).toEqual([]);
  });

  it("counts undelivered leads and requeues them for the service role alone", async () => {
    await insert("Waiting", "failed", 30);
    await insert("Unsure", "uncertain", 10, "unanswered_attempts = 2");
    await insert("Leased", "pending", 1, "leased_until = now() + interval '1 minute'");
    await insert("Handled", "failed", 60, "handled_at = now()");
    await insert("Sent", "sent", 90);
    const summary = await asRole(db, "service_role", async () => (await db.query<{ undelivered: number; oldest_minutes: number }>("select undelivered, round(extract(epoch from now() - oldest_created_at) / 60)::integer as oldest_minutes from public.undelivered_lead_summary()")).rows[0]);
    expect(summary).toEqual({ undelivered: 3, oldest_minutes: 30 });
    expect(await asRole(db, "service_role", async () => (await db.query<{ n: number }>("select public.requeue_undelivered_inquiries() as n")).rows[0].n)).toBe(2);
    expect((await db.query("select status, unanswered_attempts from public.inquiries where name = 'Unsure'")).rows).toEqual([{ status: "failed", unanswered_attempts: 0 }]);

    for (const role of ["anon", "authenticated"] as const) {
      for (const call of ["select * from public.claim_lead_alerts('stuck', now(), 10)", "select public.release_lead_alert('stuck', gen_random_uuid())", "select * from public.undelivered_lead_summary()", "select public.requeue_undelivered_inquiries()"]) {
        await expect(asRole(db, role, () => db.query(call)), `${role}: ${call}`).rejects.toThrow(/permission denied for function/);
      }
    }
  });
});
