import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { retryInquiry } from "@/lib/admin/inbox";
import { getEmbeddedDatabase } from "@/lib/inquiries/embedded-db";
import { EmbeddedInquiryStore } from "@/lib/inquiries/embedded-store";
import type { Inquiry } from "@/lib/inquiries/schema";
import { startFormSubmitStub } from "../../support/formsubmit";
import { endProcess } from "../../support/process";

/**
 * The admin inbox on the embedded store (PGlite in a fresh DATA_DIR): listing, handled, and "retry forwarding"
 * through retryInquiry with a local stand-in for FormSubmit.
 */

const savedEnv = { ...process.env };
const store = new EmbeddedInquiryStore();
const UNKNOWN = "6f1d2b1a-0000-4000-8000-000000000000";

let root: string;
let formsubmit: Awaited<ReturnType<typeof startFormSubmitStub>>;

const inquiry = (name: string, overrides: Partial<Inquiry> = {}): Inquiry => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: null,
  service: null,
  message: `Hello from ${name}`,
  form: "short",
  ...overrides,
});

type Row = { status: string; attempts: number; last_error: string | null; leased_until: Date | null; next_attempt_at: Date; handled_at: Date | null };

async function row(id: string): Promise<Row> {
  const db = await getEmbeddedDatabase();
  return (await db.query<Row>("select status, attempts, last_error, leased_until, next_attempt_at, handled_at from public.inquiries where id = $1", [id])).rows[0];
}

async function setCreatedAt(id: string, iso: string) {
  const db = await getEmbeddedDatabase();
  await db.query("update public.inquiries set created_at = $2 where id = $1", [id, iso]);
}

/** A failed inquiry as a worker leaves it: attempt 1 counted, lease cleared, next attempt in ten minutes. */
async function failedInquiry(name = "Failed"): Promise<string> {
  const { id } = await store.insert(inquiry(name), { status: "pending", claimForMs: 60_000 });
  await store.markFailed({ ...inquiry(name), id, attempts: 1, createdAt: "", unansweredAttempts: 0 }, "FormSubmit answered HTTP 503", 600_000);
  return id;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "northtide-inbox-"));
  formsubmit = await startFormSubmitStub();
  process.env.DATA_DIR = path.join(root, "data");
  await getEmbeddedDatabase();
});

beforeEach(async () => {
  process.env = { ...savedEnv, DATA_DIR: path.join(root, "data"), FORMSUBMIT_URL: formsubmit.url, CONTACT_FORWARD_TIMEOUT_MS: "1000" };
  process.env.CONTACT_FORWARD_EMAIL = "hello@northtide.studio";
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
  delete process.env.SUPABASE_SERVICE_ROLE_KEY;
  formsubmit.setMode("ok");
  formsubmit.accepted.length = 0;
  formsubmit.requests.length = 0;
  const db = await getEmbeddedDatabase();
  await db.exec("delete from public.inquiries");
});

afterAll(async () => {
  process.env = savedEnv;
  await endProcess();
  await formsubmit.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the embedded store's inbox methods", () => {
  it("lists newest first with the total, page by page", async () => {
    const ids: Record<string, string> = {};
    for (const [name, day] of [["Old", "01"], ["Newest", "03"], ["Middle", "02"]] as const) {
      ids[name] = (await store.insert(inquiry(name), { status: "pending" })).id;
      await setCreatedAt(ids[name], `2026-11-${day}T10:00:00Z`);
    }
    const all = await store.list({ limit: 10, offset: 0, view: "all" });
    expect(all.total).toBe(3);
    expect(all.inquiries.map((item) => item.name)).toEqual(["Newest", "Middle", "Old"]);
    expect(all.inquiries[0]).toMatchObject({
      id: ids.Newest,
      email: "newest@example.com",
      message: "Hello from Newest",
      form: "short",
      status: "pending",
      attempts: 0,
      lastError: null,
      forwardedAt: null,
      handledAt: null,
      createdAt: "2026-11-03T10:00:00.000Z",
    });

    const second = await store.list({ limit: 2, offset: 2, view: "all" });
    expect(second).toMatchObject({ total: 3 });
    expect(second.inquiries.map((item) => item.name)).toEqual(["Old"]);
  });

  it("leaves handled inquiries out of the open view (and its total)", async () => {
    const open = (await store.insert(inquiry("Open"), { status: "pending" })).id;
    const done = (await store.insert(inquiry("Done"), { status: "spam" })).id;
    await setCreatedAt(open, "2026-11-01T10:00:00Z");
    await setCreatedAt(done, "2026-11-02T10:00:00Z");
    expect(await store.setHandled(done, true)).toBe(true);

    const openView = await store.list({ limit: 10, offset: 0, view: "open" });
    expect(openView.total).toBe(1);
    expect(openView.inquiries.map((item) => item.id)).toEqual([open]);
    const allView = await store.list({ limit: 10, offset: 0, view: "all" });
    expect(allView.total).toBe(2);
    expect(allView.inquiries.map((item) => item.id)).toEqual([done, open]);
  });

  it("gets one inquiry by id, and null for an unknown one", async () => {
    const { id } = await store.insert(inquiry("Ana", { phone: "+63 917 000 1234", service: "web-design", form: "full" }), { status: "pending" });
    expect(await store.get(id)).toMatchObject({ id, name: "Ana", phone: "+63 917 000 1234", service: "web-design", form: "full", status: "pending" });
    expect(await store.get(UNKNOWN)).toBeNull();
  });

  it("marks handled once (a second call keeps the first time), reopens, and says false for an unknown id", async () => {
    const { id } = await store.insert(inquiry("Ana"), { status: "pending" });
    expect(await store.setHandled(id, true)).toBe(true);
    expect((await store.get(id))?.handledAt).toEqual(expect.any(String));

    const db = await getEmbeddedDatabase();
    await db.query("update public.inquiries set handled_at = '2026-01-02T03:04:05Z' where id = $1", [id]);
    expect(await store.setHandled(id, true)).toBe(true);
    expect((await store.get(id))?.handledAt).toBe("2026-01-02T03:04:05.000Z");

    expect(await store.setHandled(id, false)).toBe(true);
    expect((await store.get(id))?.handledAt).toBeNull();

    expect(await store.setHandled(UNKNOWN, true)).toBe(false);
    expect(await store.setHandled(UNKNOWN, false)).toBe(false);
  });
});

describe("retryInquiry on the embedded store", () => {
  it("forwards a failed inquiry that no worker holds: sent once, one more attempt, status sent", async () => {
    const id = await failedInquiry();
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 1, leased_until: null });

    expect(await retryInquiry(store, id)).toBe("sent");
    expect(formsubmit.references()).toEqual([id]);
    expect(formsubmit.accepted[0].fields).toMatchObject({ name: "Failed", email: "failed@example.com", message: "Hello from Failed" });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, last_error: null, leased_until: null });
    expect((await store.get(id))?.forwardedAt).toEqual(expect.any(String));
  });

  it("forwards a pending inquiry whose worker's lease ran out without an outcome", async () => {
    const { id } = await store.insert(inquiry("Stuck"), { status: "pending", claimForMs: 60_000 });
    const db = await getEmbeddedDatabase();
    await db.query("update public.inquiries set leased_until = now() - interval '1 second', next_attempt_at = now() + interval '1 hour' where id = $1", [id]);
    expect(await retryInquiry(store, id)).toBe("sent");
    expect(formsubmit.references()).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("refuses sent and spam inquiries as not eligible, and an unknown id too, sending nothing", async () => {
    const sent = await failedInquiry("Sent");
    await store.markSent(sent);
    const spam = (await store.insert(inquiry("Spam"), { status: "spam" })).id;

    expect(await retryInquiry(store, sent)).toBe("not_eligible");
    expect(await retryInquiry(store, spam)).toBe("not_eligible");
    expect(await retryInquiry(store, UNKNOWN)).toBe("not_eligible");
    expect(formsubmit.requests).toHaveLength(0);
    expect(await row(sent)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await row(spam)).toMatchObject({ status: "spam", attempts: 0 });
  });

  it("says busy for an inquiry a worker has claimed right now, and sends nothing", async () => {
    const { id } = await store.insert(inquiry("Busy"), { status: "pending" });
    const { claimed: [claimed] } = await store.claimDue({ limit: 1, leaseMs: 60_000, id });
    expect(claimed.id).toBe(id);

    expect(await retryInquiry(store, id)).toBe("busy");
    expect(formsubmit.requests).toHaveLength(0);
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("says busy for an inquiry stored already claimed by its submission", async () => {
    const { id } = await store.insert(inquiry("Submitting"), { status: "pending", claimForMs: 60_000 });
    expect(await retryInquiry(store, id)).toBe("busy");
    expect(formsubmit.requests).toHaveLength(0);
  });

  it("does nothing when forwarding is off", async () => {
    const id = await failedInquiry();
    const before = await row(id);
    for (const value of ["off", ""]) {
      process.env.CONTACT_FORWARD_EMAIL = value;
      expect(await retryInquiry(store, id), value).toBe("forwarding_off");
    }
    expect(formsubmit.requests).toHaveLength(0);
    expect(await row(id)).toEqual(before);
  });

  it("records a refusal as failed, with the error, and releases the inquiry so that it can be retried at once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const id = await failedInquiry();
    formsubmit.setMode("fail");

    expect(await retryInquiry(store, id)).toBe("failed");
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "failed", attempts: 2, last_error: "FormSubmit refused the inquiry: Form should POST", leased_until: null });
    expect(failed.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    expect(formsubmit.accepted).toHaveLength(0);
    expect(formsubmit.requests).toHaveLength(1);

    formsubmit.setMode("ok");
    expect(await retryInquiry(store, id)).toBe("sent");
    expect(formsubmit.references()).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    warn.mockRestore();
  });

  it("after an HTTP error, a second retry right after is tried again rather than reported busy", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const id = await failedInquiry();
    formsubmit.setMode("down");
    expect(await retryInquiry(store, id)).toBe("failed");
    expect(await retryInquiry(store, id)).toBe("failed");
    expect(formsubmit.requests).toHaveLength(2);
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 3, last_error: "FormSubmit answered HTTP 503: Service unavailable", leased_until: null });
    warn.mockRestore();
  });
});
