import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as contactPost } from "@/app/api/contact/route";
import { GET as healthGet } from "@/app/api/health/route";
import { POST as retryPost } from "@/app/api/inquiries/retry/route";
import { retryAllUndelivered, retryInquiry, undeliveredBanner } from "@/lib/admin/inbox";
import { sweepLeadAlerts } from "@/lib/alerts/triggers";
import { HEALTH_CHECK_REUSE_MS } from "@/lib/server/health";
import { backgroundWorkSettled } from "@/lib/inquiries/background";
import { getEmbeddedDatabase } from "@/lib/inquiries/embedded-db";
import { EmbeddedInquiryStore } from "@/lib/inquiries/embedded-store";
import { startAlertChannelStubs } from "../../support/alert-channels";
import { startFormSubmitStub } from "../../support/formsubmit";
import { waitFor } from "../../support/local-server";
import { endProcess } from "../../support/process";

/**
 * Lead alerts as the server runs them: the real contact, retry and health route handlers, the real embedded database
 * in a fresh DATA_DIR, and local stand-ins for FormSubmit, a chat webhook and Resend's API.
 */

const SECRET = "alerts-retry-secret";
const MINUTE = 60_000;
const STUCK_AFTER = 15 * MINUTE;
const store = new EmbeddedInquiryStore();
const savedEnv = { ...process.env };

type Row = { id: string; status: string; stuck_alerted_at: Date | null; delivered_alerted_at: Date | null };

let root: string;
let formsubmit: Awaited<ReturnType<typeof startFormSubmitStub>>;
let channels: Awaited<ReturnType<typeof startAlertChannelStubs>>;
let client = 0;

const lead = (name: string) => ({ name, email: `${name.split(" ")[0].toLowerCase()}@example.com`, service: "web-design", message: `A private message from ${name}.`, _honey: "" });

async function submit(name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await contactPost(
    new Request("http://localhost/api/contact/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-real-ip": `203.0.113.${(client++ % 250) + 1}` },
      body: JSON.stringify({ ...lead(name), ...extra }),
    }),
  );
  expect(response.status).toBe(200);
  await backgroundWorkSettled();
  return (await latest()).id;
}

const retry = () => retryPost(new Request("http://localhost/api/inquiries/retry/", { method: "POST", headers: { authorization: `Bearer ${SECRET}` } }));

async function latest(): Promise<Row> {
  const db = await getEmbeddedDatabase();
  return (await db.query<Row>("select id, status, stuck_alerted_at, delivered_alerted_at from public.inquiries order by created_at desc limit 1")).rows[0];
}

async function row(id: string): Promise<Row> {
  const db = await getEmbeddedDatabase();
  return (await db.query<Row>("select id, status, stuck_alerted_at, delivered_alerted_at from public.inquiries where id = $1", [id])).rows[0];
}

/** Moves a lead's arrival back in time, as if it had waited that long. */
async function age(id: string, ms: number) {
  const db = await getEmbeddedDatabase();
  await db.query("update public.inquiries set created_at = created_at - ($2::double precision * interval '1 millisecond') where id = $1", [id, ms]);
}

async function makeDue(id: string) {
  const db = await getEmbeddedDatabase();
  await db.query("update public.inquiries set next_attempt_at = now() - interval '1 second' where id = $1", [id]);
}

const sweep = (now = Date.now()) => sweepLeadAlerts(store, now);
const webhookTexts = () => channels.webhookMessages.map((message) => message.content);

async function health() {
  const response = await healthGet();
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "northtide-alerts-"));
  formsubmit = await startFormSubmitStub();
  channels = await startAlertChannelStubs();
  process.env.DATA_DIR = path.join(root, "data");
  await getEmbeddedDatabase();
});

beforeEach(async () => {
  // A new process on an empty store: no inquiry in the database, nor in the journal it would read back at start.
  await endProcess();
  rmSync(path.join(root, "data", "inquiries.journal"), { force: true });
  process.env = { ...savedEnv, DATA_DIR: path.join(root, "data"), FORMSUBMIT_URL: formsubmit.url, CONTACT_FORWARD_EMAIL: "hello@northtide.studio", CONTACT_FORWARD_TIMEOUT_MS: "1000", RETRY_SECRET: SECRET, ALERT_WEBHOOK_URL: channels.webhookUrl };
  for (const name of ["NEXT_PUBLIC_SUPABASE_URL", "SUPABASE_SERVICE_ROLE_KEY", "REDIS_URL", "ALERT_ON_NEW_LEAD", "ALERT_STUCK_AFTER_MS", "RESEND_API_KEY", "ALERT_EMAIL_TO", "VERCEL"]) {
    delete process.env[name];
  }
  formsubmit.setMode("ok");
  formsubmit.accepted.length = 0;
  formsubmit.requests.length = 0;
  channels.reset();
  const db = await getEmbeddedDatabase();
  await db.exec("delete from public.inquiries");
});

afterEach(async () => {
  vi.useRealTimers();
  await backgroundWorkSettled();
  vi.restoreAllMocks();
});

afterAll(async () => {
  process.env = savedEnv;
  await endProcess();
  await formsubmit.close();
  await channels.close();
  rmSync(root, { recursive: true, force: true });
});

describe("a stuck lead", () => {
  it("gets exactly one webhook alert once it is older than the threshold, however many sweeps run at once", async () => {
    formsubmit.setMode("down");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const id = await submit("Maria Santos");
    expect((await row(id)).status).toBe("failed");

    const now = Date.now();
    expect(await sweep(now + STUCK_AFTER - MINUTE)).toMatchObject({ stuck: 0 });
    expect(channels.webhookMessages).toHaveLength(0);

    const reports = await Promise.all(Array.from({ length: 5 }, () => sweep(now + STUCK_AFTER + MINUTE)));
    expect(reports.reduce((sum, report) => sum + report.stuck, 0)).toBe(1);
    expect(channels.webhookMessages).toHaveLength(1);
    const [alert] = channels.webhookMessages;
    expect(alert.text).toContain("has not reached your inbox by e-mail for 16 minutes (status: failed)");
    expect(alert.text).toContain(`Reference: ${id}`);
    expect(alert.text).toContain("E-mail: maria@example.com");
    expect(alert.text).not.toContain("A private message");
    expect((await row(id)).stuck_alerted_at).toBeInstanceOf(Date);

    await sweep(now + 2 * STUCK_AFTER);
    expect(channels.webhookMessages).toHaveLength(1);
  });

  it("is alerted by the retry endpoint's sweep, once, with five concurrent calls", async () => {
    formsubmit.setMode("down");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const id = await submit("Liam Chen");
    await age(id, STUCK_AFTER + MINUTE);
    const responses = await Promise.all(Array.from({ length: 5 }, () => retry()));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    await backgroundWorkSettled();
    expect(webhookTexts()).toHaveLength(1);
    expect(webhookTexts()[0]).toContain("Liam Chen");
  });

  it("then gets one \"delivered at last\" alert once it is sent, and no more", async () => {
    formsubmit.setMode("down");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const id = await submit("Ana Reyes");
    await age(id, STUCK_AFTER + MINUTE);
    await sweep();
    expect(channels.webhookMessages).toHaveLength(1);

    formsubmit.setMode("ok");
    await makeDue(id);
    expect(await (await retry()).json()).toMatchObject({ sent: 1 });
    await backgroundWorkSettled();
    expect(channels.webhookMessages).toHaveLength(2);
    expect(channels.webhookMessages[1].text).toContain("has now been delivered by e-mail");
    expect(channels.webhookMessages[1].text).toContain(`Reference: ${id}`);
    expect(await row(id)).toMatchObject({ status: "sent", delivered_alerted_at: expect.any(Date) });

    await sweep();
    await retry();
    expect(channels.webhookMessages).toHaveLength(2);
  });

  it("a lead sent without having been alerted gets no \"delivered\" alert", async () => {
    const id = await submit("Quick Sender");
    expect((await row(id)).status).toBe("sent");
    await sweep(Date.now() + 2 * STUCK_AFTER);
    expect(channels.webhookMessages).toHaveLength(0);
  });

  it("when every channel fails, the claim is released and a later sweep sends the alert", async () => {
    formsubmit.setMode("down");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const id = await submit("Retry Later");
    await age(id, STUCK_AFTER + MINUTE);

    channels.setMode("webhook", "fail");
    expect(await sweep()).toMatchObject({ stuck: 0, released: 1 });
    expect((await row(id)).stuck_alerted_at).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("the alert webhook answered HTTP 404"));

    channels.setMode("webhook", "ok");
    expect(await sweep()).toMatchObject({ stuck: 1, released: 0 });
    expect(channels.webhookMessages).toHaveLength(1);
  });

  it("leaves handled leads, spam and leads with forwarding off alone", async () => {
    formsubmit.setMode("down");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const handled = await submit("Handled Already");
    await store.setHandled(handled, true);
    await submit("Spam Bot", { _honey: "http://spam.example" });
    const db = await getEmbeddedDatabase();
    await db.exec("update public.inquiries set created_at = created_at - interval '1 hour'");
    expect(await sweep()).toMatchObject({ stuck: 0 });

    const waiting = await submit("Forwarding Off");
    await age(waiting, STUCK_AFTER + MINUTE);
    process.env.CONTACT_FORWARD_EMAIL = "off";
    expect(await sweep()).toMatchObject({ stuck: 0 });
    expect(channels.webhookMessages).toHaveLength(0);
    expect((await row(waiting)).stuck_alerted_at).toBeNull();
  });

  it("claims nothing and sends nothing when no channel is configured", async () => {
    delete process.env.ALERT_WEBHOOK_URL;
    formsubmit.setMode("down");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const id = await submit("No Channel");
    await age(id, STUCK_AFTER + MINUTE);
    await retry();
    await health();
    await backgroundWorkSettled();
    expect(await sweep()).toEqual({ stuck: 0, uncertain: 0, delivered: 0, released: 0 });
    expect(channels.webhook.requests).toHaveLength(0);
    expect((await row(id)).stuck_alerted_at).toBeNull();
  });

  it("is alerted by e-mail through Resend when that is the channel configured", async () => {
    delete process.env.ALERT_WEBHOOK_URL;
    Object.assign(process.env, { RESEND_API_KEY: "re_alerts", ALERT_EMAIL_TO: "founder@example.com", RESEND_BASE_URL: channels.resendUrl });
    formsubmit.setMode("down");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const id = await submit("By Email");
    await age(id, STUCK_AFTER + MINUTE);
    await retry();
    expect(channels.emails).toHaveLength(1);
    expect(channels.emails[0]).toMatchObject({ to: ["founder@example.com"], from: "Northtide Studio alerts <onboarding@resend.dev>", subject: "Lead not delivered for 16 minutes: By Email", authorization: "Bearer re_alerts" });
    expect(channels.webhook.requests).toHaveLength(0);
  });
});

describe("an uncertain lead", () => {
  it("gets one \"may have been delivered\" alert at once, no stuck alert after a retry, and a delivered one when sent", async () => {
    formsubmit.setMode("down");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const id = await submit("Unsure Delivery");
    const db = await getEmbeddedDatabase();
    await db.query("update public.inquiries set status = 'uncertain', unanswered_attempts = 2 where id = $1", [id]);

    expect(await sweep()).toMatchObject({ uncertain: 1, stuck: 0 });
    expect(channels.webhookMessages[0].text).toContain("may have been delivered");
    expect(channels.webhookMessages[0].text).toContain("retry it from the inbox");

    // The founder retries it from the inbox: FormSubmit still fails, and it is not "stuck" a second time.
    expect(await retryInquiry(store, id)).toBe("failed");
    await age(id, STUCK_AFTER + MINUTE);
    await sweep();
    expect(channels.webhookMessages).toHaveLength(1);

    formsubmit.setMode("ok");
    expect(await retryInquiry(store, id)).toBe("sent");
    await backgroundWorkSettled();
    expect(channels.webhookMessages).toHaveLength(2);
    expect(channels.webhookMessages[1].text).toContain("has now been delivered");
  });
});

describe("new leads", () => {
  it("with ALERT_ON_NEW_LEAD, one alert right after each lead is stored (not for spam); none without it", async () => {
    process.env.ALERT_ON_NEW_LEAD = "true";
    const id = await submit("Fresh Lead");
    await submit("Spam Bot", { _honey: "http://spam.example" });
    await backgroundWorkSettled();
    expect(webhookTexts()).toHaveLength(1);
    expect(channels.webhookMessages[0].text).toContain("A new lead arrived");
    expect(channels.webhookMessages[0].text).toContain(`Reference: ${id}`);
    expect(channels.webhookMessages[0].text).not.toContain("A private message");

    delete process.env.ALERT_ON_NEW_LEAD;
    await submit("Quiet Lead");
    await backgroundWorkSettled();
    expect(webhookTexts()).toHaveLength(1);
  });
});

describe("GET /api/health/", () => {
  it("reports undelivered leads without their content, answers 503 \"stuck\" past the threshold, and 200 again once delivered", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.parse("2026-03-02T10:00:00Z");
    vi.setSystemTime(start);
    formsubmit.setMode("down");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const id = await submit("Health Check");
    const db = await getEmbeddedDatabase();
    await db.query("update public.inquiries set created_at = $2 where id = $1", [id, new Date(start).toISOString()]);

    vi.setSystemTime(start + 10 * MINUTE);
    const early = await health();
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ status: "ok", leads: { undelivered: 1, oldestUndeliveredSeconds: 600, stuckAfterSeconds: 900 } });

    vi.setSystemTime(start + 20 * MINUTE);
    const stuck = await health();
    expect(stuck.status).toBe(503);
    expect(stuck.body).toMatchObject({ status: "stuck", inquiries: { answers: true }, leads: { undelivered: 1, oldestUndeliveredSeconds: 1200, stuckAfterSeconds: 900 } });
    expect(JSON.stringify(stuck.body)).not.toContain("Health Check");
    // The health check also ran the alert sweep, in the background.
    await backgroundWorkSettled();
    expect(webhookTexts()).toHaveLength(1);

    formsubmit.setMode("ok");
    await makeDue(id);
    await retry();
    vi.setSystemTime(start + 20 * MINUTE + HEALTH_CHECK_REUSE_MS);
    const delivered = await health();
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ status: "ok", leads: { undelivered: 0, oldestUndeliveredSeconds: null } });
  });

  it("with forwarding off, reports the waiting leads but is not stuck (nothing is e-mailed on purpose)", async () => {
    process.env.CONTACT_FORWARD_EMAIL = "off";
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const id = await submit("Kept Only");
    await age(id, STUCK_AFTER + MINUTE);
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "ok", forwarding: "off", leads: { undelivered: 1, stuckAfterSeconds: 900 } });
    expect(body.leads.oldestUndeliveredSeconds).toBeGreaterThanOrEqual(16 * 60);
  });

  it("follows ALERT_STUCK_AFTER_MS", async () => {
    process.env.ALERT_STUCK_AFTER_MS = String(2 * MINUTE);
    formsubmit.setMode("down");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const id = await submit("Short Threshold");
    await age(id, 3 * MINUTE);
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.leads.stuckAfterSeconds).toBe(120);
  });
});

describe("the inbox's banner and Retry now", () => {
  it("says how many leads wait and how old the oldest is; Retry now forwards every one, the uncertain included, and the banner goes", async () => {
    formsubmit.setMode("down");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const first = await submit("First Waiting");
    const second = await submit("Second Waiting");
    const db = await getEmbeddedDatabase();
    await db.query("update public.inquiries set status = 'uncertain' where id = $1", [second]);
    await age(first, 2 * 60 * MINUTE + 5 * MINUTE);

    expect(undeliveredBanner(await store.undeliveredSummary(), Date.now())).toEqual({ count: 2, oldestAge: "2 hours", text: "2 leads not yet delivered by e-mail; the oldest is 2 hours old." });

    formsubmit.setMode("ok");
    expect(await retryAllUndelivered(store)).toEqual({ forwarding: "on", requeued: 2, sent: 2, failed: 0 });
    expect(new Set(formsubmit.references())).toEqual(new Set([first, second]));
    expect(undeliveredBanner(await store.undeliveredSummary(), Date.now())).toBeNull();
  });

  it("Retry now reports the refused ones, and does nothing with forwarding off", async () => {
    formsubmit.setMode("down");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await submit("Still Failing");
    expect(await retryAllUndelivered(store)).toEqual({ forwarding: "on", requeued: 1, sent: 0, failed: 1 });
    process.env.CONTACT_FORWARD_EMAIL = "off";
    expect(await retryAllUndelivered(store)).toEqual({ forwarding: "off" });
    expect(undeliveredBanner(await store.undeliveredSummary(), Date.now())).toMatchObject({ count: 1, text: expect.stringMatching(/^1 lead not yet delivered by e-mail; it is \d+ seconds? old\.$/) });
  });

  it("waits for a lead a worker is sending right now rather than sending it twice", async () => {
    formsubmit.setMode("hang");
    process.env.CONTACT_FORWARD_TIMEOUT_MS = "3000";
    const response = await contactPost(
      new Request("http://localhost/api/contact/", { method: "POST", headers: { "content-type": "application/json", "x-real-ip": "198.51.100.20" }, body: JSON.stringify(lead("In Flight")) }),
    );
    expect(response.status).toBe(200);
    await waitFor(() => formsubmit.requests.length === 1, 3000, "the forward to reach FormSubmit");
    expect(await retryAllUndelivered(store)).toEqual({ forwarding: "on", requeued: 0, sent: 0, failed: 0 });
    expect(formsubmit.requests).toHaveLength(1);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    formsubmit.releaseHanging();
  });
});
