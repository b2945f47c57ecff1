import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as contactPost } from "@/app/api/contact/route";
import { POST as retryPost } from "@/app/api/inquiries/retry/route";
import { sweepLeadAlerts } from "@/lib/alerts/triggers";
import { backgroundWorkSettled } from "@/lib/inquiries/background";
import { getEmbeddedDatabase } from "@/lib/inquiries/embedded-db";
import { claimLeaseMs } from "@/lib/inquiries/config";
import { EmbeddedInquiryStore } from "@/lib/inquiries/embedded-store";
import { forwardClaimed, forwardDue, RETRY_RUN_BUDGET_MS } from "@/lib/inquiries/forwarding";
import { FORWARD_REPEAT_NOTE } from "@/lib/inquiries/formsubmit";
import { reconcileKeptInquiries } from "@/lib/inquiries/second-path";
import { startAlertChannelStubs } from "../../support/alert-channels";
import { startFormSubmitStub } from "../../support/formsubmit";
import { waitFor } from "../../support/local-server";
import { endProcess } from "../../support/process";

/**
 * At most two copies of a lead reach FormSubmit, whatever happens between a forward and the record of its outcome:
 * the real contact and retry route handlers, the real embedded database, a FormSubmit stand-in that can deliver and
 * answer late (or never), and a chat webhook for the alerts. A claim's lease running out is made to happen by moving
 * its time back, as if the forward had outlived it.
 */

const SECRET = "lead-copies-secret";
const store = new EmbeddedInquiryStore();
const savedEnv = { ...process.env };

type Row = { id: string; name: string; status: string; attempts: number; unanswered_attempts: number; last_error: string | null; leased_until: Date | null };

let root: string;
let formsubmit: Awaited<ReturnType<typeof startFormSubmitStub>>;
let channels: Awaited<ReturnType<typeof startAlertChannelStubs>>;
let client = 0;

const lead = (name: string) => ({ name, email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`, message: `A question from ${name}.`, _honey: "" });

async function submit(name: string): Promise<string> {
  const response = await contactPost(
    new Request("http://localhost/api/contact/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-real-ip": `198.51.100.${(client++ % 250) + 1}` },
      body: JSON.stringify(lead(name)),
    }),
  );
  expect(response.status).toBe(200);
  return (await response.json()).reference;
}

const retry = async () => (await retryPost(new Request("http://localhost/api/inquiries/retry/", { method: "POST", headers: { authorization: `Bearer ${SECRET}` } }))).json();

async function rows(): Promise<Row[]> {
  const db = await getEmbeddedDatabase();
  return (await db.query<Row>("select * from public.inquiries order by created_at, id")).rows;
}

async function row(id: string): Promise<Row> {
  return (await rows()).find((candidate) => candidate.id === id)!;
}

/** Every claim running now ends, as if its forward had outlived the lease; every waiting inquiry is due. */
async function leasesRunOut() {
  const db = await getEmbeddedDatabase();
  await db.exec(
    "update public.inquiries set next_attempt_at = now() - interval '1 second', leased_until = case when leased_until is null then null else now() - interval '1 second' end where status in ('pending', 'failed')",
  );
}

/** Retries until nothing is claimed or given up any more (waiting for claims still running to end). */
async function retryUntilSettled() {
  for (let round = 0; round < 40; round += 1) {
    await backgroundWorkSettled();
    const report = await retry();
    const open = (await rows()).filter((candidate) => candidate.status === "pending" || candidate.status === "failed");
    if (report.claimed === 0 && report.uncertain === 0 && open.length === 0) return;
    if (report.claimed === 0 && report.uncertain === 0) await leasesRunOut();
  }
  throw new Error("the leads never settled");
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "northtide-lead-copies-"));
  formsubmit = await startFormSubmitStub();
  channels = await startAlertChannelStubs();
  process.env.DATA_DIR = path.join(root, "data");
  await getEmbeddedDatabase();
});

beforeEach(async () => {
  // A new process on an empty store: nothing in the database, nor in the journal it would read back.
  await endProcess();
  rmSync(path.join(root, "data", "inquiries.journal"), { force: true });
  process.env = {
    ...savedEnv,
    DATA_DIR: path.join(root, "data"),
    FORMSUBMIT_URL: formsubmit.url,
    CONTACT_FORWARD_EMAIL: "hello@northtide.studio",
    // Generous, so that a forward meant to succeed does so on a loaded machine; tests of unanswered forwards set less.
    CONTACT_FORWARD_TIMEOUT_MS: "2000",
    CONTACT_RETRY_BASE_MS: "0",
    RETRY_SECRET: SECRET,
    ALERT_WEBHOOK_URL: channels.webhookUrl,
  };
  for (const name of ["NEXT_PUBLIC_SUPABASE_URL", "SUPABASE_SERVICE_ROLE_KEY", "REDIS_URL", "ALERT_ON_NEW_LEAD", "RESEND_API_KEY", "ALERT_EMAIL_TO", "VERCEL", "RATE_LIMIT_CONTACT"]) delete process.env[name];
  formsubmit.setMode("ok");
  formsubmit.setAnswerDelay(0);
  formsubmit.accepted.length = 0;
  formsubmit.requests.length = 0;
  channels.reset();
  const db = await getEmbeddedDatabase();
  await db.exec("delete from public.inquiries");
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

afterEach(async () => {
  formsubmit.releaseHanging();
  formsubmit.setAnswerDelay(0);
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

describe("forwards at once", () => {
  it("are never more than four in a process, however large the burst: a crash can leave at most four without an outcome", { timeout: 30_000 }, async () => {
    process.env.CONTACT_RETRY_BASE_MS = "60000";
    process.env.CONTACT_FORWARD_TIMEOUT_MS = "1000";
    formsubmit.setMode("hang");
    // Counted where they are sent: from the call until its answer (here: its time-out).
    const forwards = { open: 0, most: 0, sent: 0 };
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (...args) => {
      if (!String(args[0]).startsWith(formsubmit.url)) return fetch(...args);
      forwards.sent += 1;
      forwards.most = Math.max(forwards.most, (forwards.open += 1));
      try {
        return await fetch(...args);
      } finally {
        forwards.open -= 1;
      }
    });
    await Promise.all(Array.from({ length: 20 }, (_, index) => submit(`Burst ${index}`)));
    await backgroundWorkSettled();
    expect(forwards.sent).toBe(20);
    expect(forwards.most).toBeLessThanOrEqual(4);
    expect(forwards.most).toBeGreaterThan(1);
    expect((await rows()).every((candidate) => candidate.status === "failed" && candidate.unanswered_attempts === 1)).toBe(true);
  });
});

describe("claims that run out", () => {
  it("with a slow FormSubmit and overlapping retries and sweeps: every lead reaches it at most twice, and each that may have arrived twice is uncertain and alerted", { timeout: 60_000 }, async () => {
    // Every forward is delivered but answered too late: each counts as unanswered.
    process.env.CONTACT_FORWARD_TIMEOUT_MS = "300";
    formsubmit.setAnswerDelay(3000);
    const ids = await Promise.all(Array.from({ length: 12 }, (_, index) => submit(`Slow ${index}`)));
    // While forwards are in flight, their claims run out and other workers claim what is due.
    const runOutWhileForwarding = async () => {
      await waitFor(() => formsubmit.load.open > 0, 3000, "a forward in flight").catch(() => undefined);
      await leasesRunOut();
    };
    for (let round = 0; round < 4; round += 1) await Promise.all([retry(), retry(), submit(`Sweep ${round}`), runOutWhileForwarding(), retry()]);
    await retryUntilSettled();

    const copies = formsubmit.copies();
    const all = await rows();
    expect(Math.max(...copies.values())).toBe(2);
    for (const candidate of all) {
      expect(copies.get(candidate.id) ?? 0, candidate.name).toBeLessThanOrEqual(2);
      if ((copies.get(candidate.id) ?? 0) === 2) expect(candidate.status, candidate.name).toBe("uncertain");
    }
    expect(ids.every((id) => copies.has(id))).toBe(true);

    // One "may have been delivered" alert for each uncertain lead.
    await sweepLeadAlerts(store);
    const uncertain = all.filter((candidate) => candidate.status === "uncertain");
    expect(uncertain.length).toBeGreaterThan(0);
    const alerted = channels.webhookMessages.filter((message) => message.text.includes("may have been delivered: two forwards"));
    expect(alerted).toHaveLength(uncertain.length);
    for (const candidate of uncertain) expect(alerted.some((message) => message.text.includes(`Reference: ${candidate.id}`))).toBe(true);
  });

  it("a late outcome of a claim that ran out changes nothing, and the next claim counts that forward as unanswered", async () => {
    const { id } = await store.insert({ ...lead("Late Outcome"), phone: null, service: null, form: "short" }, { status: "pending" });
    const first = (await store.claimDue({ limit: 1, leaseMs: 60_000 })).claimed[0];
    expect(first).toMatchObject({ id, attempts: 1, unansweredAttempts: 0 });
    await leasesRunOut();
    const second = (await store.claimDue({ limit: 1, leaseMs: 60_000 })).claimed[0];
    expect(second).toMatchObject({ id, attempts: 2, unansweredAttempts: 1 });
    expect((await row(id)).last_error).toMatch(/^No outcome was recorded for attempt 1/);

    // The first worker's answer arrives now: unanswered, or refused. Neither is recorded over the second claim.
    await store.markFailed(first, "FormSubmit gave no answer", 0, { unanswered: true });
    await store.markUncertain(first, "FormSubmit gave no answer");
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 2, unanswered_attempts: 1, leased_until: expect.any(Date) });

    // The second claim runs out too: a third claim makes it uncertain instead of taking it.
    await leasesRunOut();
    expect(await store.claimDue({ limit: 1, leaseMs: 60_000 })).toEqual({ claimed: [], uncertain: [id] });
    expect(await row(id)).toMatchObject({ status: "uncertain", attempts: 2, unanswered_attempts: 2, leased_until: null });
    expect(await store.claimDue({ limit: 1, leaseMs: 60_000 })).toEqual({ claimed: [], uncertain: [] });

    // A confirmed delivery is a fact, recorded whenever it arrives.
    await store.markSent(id);
    expect((await row(id)).status).toBe("sent");
  });
});

describe("a run of forwards", () => {
  it("starts none whose claim would end past its budget, so it ends well inside a function's time", async () => {
    process.env.CONTACT_RETRY_BASE_MS = "60000";
    process.env.CONTACT_FORWARD_TIMEOUT_MS = "5000";
    formsubmit.setMode("hang");
    for (let index = 0; index < 12; index += 1) {
      await store.insert({ ...lead(`Due ${index}`), phone: null, service: null, form: "short" }, { status: "pending" });
    }
    // A run that began so long ago that only the next 3 s may still start a forward (a claim lasts 22.5 s here, a
    // forward 5 s): the first four start, no later one.
    const leaseMs = claimLeaseMs();
    const startedAt = Date.now() - (RETRY_RUN_BUDGET_MS - leaseMs - 3000);
    const { report } = await forwardDue(store, { startedAt });
    const endedAfter = Date.now() - startedAt;
    expect(report.claimed).toBeGreaterThan(0);
    expect(report.claimed).toBeLessThanOrEqual(4);
    expect(endedAfter).toBeLessThanOrEqual(RETRY_RUN_BUDGET_MS + 1000);
    expect((await rows()).filter((candidate) => candidate.attempts === 0)).toHaveLength(12 - report.claimed);
  });
});

describe("a crash between a forward and its record", () => {
  it("after a confirmed delivery: the journal remembers it, and the lead is not sent again after the restart", async () => {
    const markSent = vi.spyOn(EmbeddedInquiryStore.prototype, "markSent").mockRejectedValueOnce(new Error("the process ended here"));
    const id = await submit("Delivered Then Crashed");
    await backgroundWorkSettled();
    expect(markSent).toHaveBeenCalledTimes(1);
    expect(formsubmit.references()).toEqual([id]);
    expect((await row(id)).status).toBe("pending");

    // The restart: a new process reads the journal back; the claim of the lost record has run out meanwhile.
    await leasesRunOut();
    await endProcess();
    await reconcileKeptInquiries(store);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, unanswered_attempts: 0 });
    await retryUntilSettled();
    expect(formsubmit.references()).toEqual([id]);
  });

  it("with no outcome recorded: the forward counts as unanswered, the one more try is marked as a possible repeat, and a second loss makes it uncertain", async () => {
    process.env.CONTACT_FORWARD_TIMEOUT_MS = "300";
    // Claimed as a submission claims its own inquiry, for longer than this test takes.
    const claimed = async (name: string) => {
      const inquiry = { ...lead(name), phone: null, service: null, form: "short" as const };
      const { id } = await store.insert(inquiry, { status: "pending", claimForMs: 60_000 });
      return { ...inquiry, id, attempts: 1, unansweredAttempts: 0, createdAt: "" };
    };
    // Delivered, answered too late, and the record of that outcome lost: nothing says what became of the forward.
    formsubmit.setAnswerDelay(1000);
    const markFailed = vi.spyOn(EmbeddedInquiryStore.prototype, "markFailed").mockRejectedValue(new Error("the process ended here"));
    const first = await claimed("No Outcome");
    await expect(forwardClaimed(store, first)).rejects.toThrow("the process ended here");
    expect(formsubmit.references()).toEqual([first.id]);
    expect(await row(first.id)).toMatchObject({ status: "pending", attempts: 1, leased_until: expect.any(Date) });

    // One more try: FormSubmit answers in time now.
    markFailed.mockRestore();
    formsubmit.setAnswerDelay(0);
    await leasesRunOut();
    expect(await retry()).toMatchObject({ claimed: 1, sent: 1 });
    expect(formsubmit.references()).toEqual([first.id, first.id]);
    expect(formsubmit.accepted[0].fields.repeat).toBeUndefined();
    expect(formsubmit.accepted[1].fields.repeat).toBe(FORWARD_REPEAT_NOTE);
    expect(await row(first.id)).toMatchObject({ status: "sent", attempts: 2, unanswered_attempts: 1 });

    // The same twice over (the one more try unanswered too, its record lost): the third claim gives up, and nothing is
    // sent a third time.
    formsubmit.setAnswerDelay(2000);
    vi.spyOn(EmbeddedInquiryStore.prototype, "markFailed").mockRejectedValue(new Error("the process ended here"));
    vi.spyOn(EmbeddedInquiryStore.prototype, "markUncertain").mockRejectedValue(new Error("the process ended here"));
    const other = await claimed("No Outcome Twice");
    await expect(forwardClaimed(store, other)).rejects.toThrow("the process ended here");
    await leasesRunOut();
    await retry();
    await backgroundWorkSettled();
    expect(formsubmit.copies().get(other.id)).toBe(2);
    await leasesRunOut();
    expect(await retry()).toMatchObject({ claimed: 0, uncertain: 1 });
    expect(await row(other.id)).toMatchObject({ status: "uncertain", attempts: 2, unanswered_attempts: 2 });
    await leasesRunOut();
    expect(await retry()).toMatchObject({ claimed: 0, uncertain: 0 });
    expect(formsubmit.copies().get(other.id)).toBe(2);
  });

});
