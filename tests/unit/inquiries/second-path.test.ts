import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as contactPost } from "@/app/api/contact/route";
import { GET as healthGet } from "@/app/api/health/route";
import { POST as retryPost } from "@/app/api/inquiries/retry/route";
import { backgroundWorkSettled } from "@/lib/inquiries/background";
import { currentBootId, DataDirLockedError, processStartTime, takeDataDirLock, releaseDataDirLock } from "@/lib/inquiries/data-dir-lock";
import { getEmbeddedDatabase, getInquiryJournal } from "@/lib/inquiries/embedded-db";
import { EmbeddedInquiryStore } from "@/lib/inquiries/embedded-store";
import { parseJournal } from "@/lib/inquiries/journal";
import { keptInquiryCount, reconcileKeptInquiries } from "@/lib/inquiries/second-path";
import { startFormSubmitStub } from "../../support/formsubmit";
import { waitFor } from "../../support/local-server";
import { endProcess } from "../../support/process";
import { CONTACT_TEXTS } from "@/lib/inquiries/texts";

/**
 * The second path for a lead in embedded mode, through the real route handlers and the real embedded database: the
 * journal synced before each acknowledgement, the forward within the request when the database cannot take an
 * inquiry, the journal read back into the database, the lock that cannot outlive its owner, and at most two
 * unanswered forwards of one inquiry.
 */

type Row = { id: string; name: string; status: string; attempts: number; unanswered_attempts: number; last_error: string | null; forwarded_at: Date | null };

let root: string;
let formsubmit: Awaited<ReturnType<typeof startFormSubmitStub>>;
let dataDir: string;
let client = 0;
const savedEnv = { ...process.env };
const SUCCESS = CONTACT_TEXTS.success;

const inquiry = (name: string) => ({ name, email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`, message: `Hello from ${name}.`, _honey: "" });

function post(body: unknown) {
  return contactPost(
    new Request("http://localhost/api/contact/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-real-ip": `198.51.100.${(client++ % 250) + 1}` },
      body: JSON.stringify(body),
    }),
  );
}

const retry = () => retryPost(new Request("http://localhost/api/inquiries/retry/", { method: "POST", headers: { authorization: "Bearer second-path-secret" } }));

async function rows(): Promise<Row[]> {
  const db = await getEmbeddedDatabase();
  return (await db.query<Row>("select * from public.inquiries order by created_at, id")).rows;
}

const journalFile = () => path.join(dataDir, "inquiries.journal");
const journalRecords = () => (existsSync(journalFile()) ? parseJournal(readFileSync(journalFile(), "utf8")).records : []);

/**
 * A fresh DATA_DIR for each test, in a new process: nothing open or kept from the test before. Its database is a copy
 * of one made (and migrated) before the first test, as a server finds the one it made on its first start.
 */
async function freshDataDir() {
  await endProcess();
  dataDir = mkdtempSync(path.join(root, "data-"));
  cpSync(path.join(root, "template", "inquiries"), path.join(dataDir, "inquiries"), { recursive: true });
  process.env.DATA_DIR = dataDir;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "northtide-second-path-"));
  formsubmit = await startFormSubmitStub();
  process.env.DATA_DIR = path.join(root, "template");
  await getEmbeddedDatabase();
  await endProcess();
});

beforeEach(async () => {
  process.env = { ...savedEnv };
  for (const name of ["REDIS_URL", "NEXT_PUBLIC_SUPABASE_URL", "SUPABASE_SERVICE_ROLE_KEY", "CONTACT_FORWARD_EMAIL", "RATE_LIMIT_CONTACT", "CRON_SECRET"]) delete process.env[name];
  Object.assign(process.env, {
    FORMSUBMIT_URL: formsubmit.url,
    // Generous, so that a forward meant to succeed does so on a loaded machine; the time-out test sets less.
    CONTACT_FORWARD_TIMEOUT_MS: "10000",
    CONTACT_RETRY_BASE_MS: "0",
    RETRY_SECRET: "second-path-secret",
    CONTACT_FORWARD_EMAIL: "hello@northtide.studio",
    NEXT_PUBLIC_SITE_URL: "https://northtide.studio",
  });
  formsubmit.setMode("ok");
  formsubmit.setAnswerDelay(0);
  formsubmit.accepted.length = 0;
  formsubmit.requests.length = 0;
  await freshDataDir();
});

afterEach(async () => {
  formsubmit.releaseHanging();
  await backgroundWorkSettled();
  vi.restoreAllMocks();
});

afterAll(async () => {
  await endProcess();
  process.env = savedEnv;
  await formsubmit.close();
  rmSync(root, { recursive: true, force: true });
});

describe("acknowledged means durable", () => {
  it("has each inquiry in the synced journal before the visitor is answered, and inquiries that arrive together share one sync", { timeout: 120_000 }, async () => {
    // Forwarding off: the journal then holds the inquiries alone (no delivery records).
    process.env.CONTACT_FORWARD_EMAIL = "off";
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    await getEmbeddedDatabase();
    const journal = getInquiryJournal();
    const syncsBefore = journal.syncCalls;
    // The first sync starts only once all twenty are written, so the count does not depend on timing: one sync for all.
    const syncOnce = (journal as unknown as { syncOnce: () => Promise<void> }).syncOnce.bind(journal);
    vi.spyOn(journal as unknown as { syncOnce: () => Promise<void> }, "syncOnce").mockImplementationOnce(async () => {
      await waitFor(() => journalRecords().length === 20, 60_000, "twenty inquiries written to the journal");
      return syncOnce();
    });
    const names = Array.from({ length: 20 }, (_, index) => `Visitor ${index}`);
    const responses = await Promise.all(names.map((name) => post(inquiry(name))));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    // Read right after the answers, before any background work: every acknowledged inquiry is in the file.
    const journaled = journalRecords().filter((record) => record.kind === "inquiry");
    expect(journaled.map((record) => (record.kind === "inquiry" ? record.inquiry.name : "")).sort()).toEqual([...names].sort());
    expect(journal.syncCalls - syncsBefore).toBe(1);
    await backgroundWorkSettled();
    expect((await rows()).map((row) => row.id).sort()).toEqual(journaled.map((record) => record.id).sort());
  });

  it("rejects an append whose sync fails (the visitor is not told it is kept), and the journal stays readable", async () => {
    const journal = getInquiryJournal();
    await journal.append({ kind: "forwarded", id: "first", at: "2026-11-26T00:00:00.000Z" });
    const write = vi.spyOn(journal as unknown as { syncOnce: () => Promise<void> }, "syncOnce");
    write.mockRejectedValueOnce(Object.assign(new Error("no space left on device"), { code: "ENOSPC" }));
    await expect(journal.append({ kind: "forwarded", id: "second", at: "2026-11-26T00:00:01.000Z" })).rejects.toThrow(/no space/);
    await journal.append({ kind: "forwarded", id: "third", at: "2026-11-26T00:00:02.000Z" });
    const { records, unreadable } = parseJournal(readFileSync(journalFile(), "utf8"));
    expect(unreadable).toBe(0);
    expect(records.map((record) => record.id)).toEqual(["first", "second", "third"]);
  });
});

describe("when the database cannot take an inquiry", () => {
  it("opens it again when it was closed", async () => {
    const db = await getEmbeddedDatabase();
    await db.close();
    expect((await post(inquiry("After Close"))).status).toBe(200);
    await backgroundWorkSettled();
    expect((await rows()).map((row) => row.name)).toEqual(["After Close"]);
  });

  it("forwards it within the request and answers success; the journal keeps it, and it goes into the database as sent, never forwarded again", async () => {
    await getEmbeddedDatabase();
    vi.spyOn(EmbeddedInquiryStore.prototype, "insert").mockRejectedValueOnce(new Error("PGlite is closed"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);

    const response = await post(inquiry("Closed Database"));
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe(SUCCESS);
    expect(formsubmit.accepted).toHaveLength(1);
    const reference = formsubmit.references()[0];
    expect(journalRecords().map((record) => [record.kind, record.id])).toEqual([
      ["inquiry", reference],
      ["sending", reference],
      ["forwarded", reference],
    ]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("could not store an inquiry (embedded store)"), expect.stringMatching(/closed/i));

    // The database answers again: the next submission writes the kept inquiry in.
    expect((await post(inquiry("Second Visitor"))).status).toBe(200);
    await backgroundWorkSettled();
    const stored = await rows();
    expect(stored.find((row) => row.id === reference)).toMatchObject({ name: "Closed Database", status: "sent", attempts: 1 });
    expect(stored).toHaveLength(2);
    expect(keptInquiryCount()).toBe(0);
    expect((await (await retry()).json()).claimed).toBe(0);
    expect(formsubmit.references().filter((id) => id === reference)).toHaveLength(1);
    expect(formsubmit.accepted).toHaveLength(2);
  });

  it("answers success with FormSubmit down too, because the journal holds it; it is forwarded once the database is back", async () => {
    await getEmbeddedDatabase();
    vi.spyOn(EmbeddedInquiryStore.prototype, "insert").mockRejectedValueOnce(new Error("could not extend file: No space left on device"));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    formsubmit.setMode("down");

    expect((await post(inquiry("Journal Only"))).status).toBe(200);
    expect(formsubmit.accepted).toHaveLength(0);
    expect(keptInquiryCount()).toBe(1);

    formsubmit.setMode("ok");
    const report = await (await retry()).json();
    expect(report).toMatchObject({ restored: 1, claimed: 1, sent: 1 });
    expect(formsubmit.accepted.map((entry) => entry.fields.name)).toEqual(["Journal Only"]);
    expect((await rows())[0]).toMatchObject({ name: "Journal Only", status: "sent", attempts: 2 });
  });

  it("answers 503 with the error text only when neither the journal nor FormSubmit can take it", async () => {
    const blocker = path.join(root, `file-${Date.now()}`);
    writeFileSync(blocker, "a file where the data directory should be");
    process.env.DATA_DIR = path.join(blocker, "data");
    vi.spyOn(console, "error").mockImplementation(() => undefined);

    for (const mode of ["down", "fail", "html"] as const) {
      formsubmit.setMode(mode);
      const response = await post(inquiry(`Nowhere ${mode}`));
      expect(response.status, mode).toBe(503);
      expect((await response.json()).message).toBe(CONTACT_TEXTS.storeFailed);
    }
    expect(formsubmit.accepted).toHaveLength(0);

    formsubmit.setMode("ok");
    const delivered = await post(inquiry("Delivered Anyway"));
    expect(delivered.status).toBe(200);
    expect(formsubmit.accepted.map((entry) => entry.fields.name)).toEqual(["Delivered Anyway"]);
  });

  it("reads back, at start, every journal record the database lacks (a crash, a lost write), with what became of its forward", async () => {
    const ids = { fresh: "11111111-1111-4111-8111-111111111111", delivered: "22222222-2222-4222-8222-222222222222", unanswered: "33333333-3333-4333-8333-333333333333" };
    // Written by an earlier process: before this one started.
    const at = new Date(Date.now() - 60_000).toISOString();
    const lines = [
      { kind: "inquiry", id: ids.fresh, createdAt: at, inquiry: { name: "Fresh", email: "fresh@example.com", phone: null, service: null, message: "Hi", form: "short" } },
      { kind: "inquiry", id: ids.delivered, createdAt: at, inquiry: { name: "Delivered", email: "d@example.com", phone: null, service: null, message: "Hi", form: "short" } },
      { kind: "forwarded", id: ids.delivered, at },
      { kind: "inquiry", id: ids.unanswered, createdAt: at, inquiry: { name: "Unanswered", email: "u@example.com", phone: null, service: null, message: "Hi", form: "short" } },
      { kind: "unanswered", id: ids.unanswered, at, error: "FormSubmit gave no answer: no answer within 1000 ms" },
    ];
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(journalFile(), `${lines.map((line) => JSON.stringify(line)).join("\n")}\n{"kind":"inquiry","id":"torn`);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);

    expect(await reconcileKeptInquiries(new EmbeddedInquiryStore())).toBe(3);
    const byName = Object.fromEntries((await rows()).map((row) => [row.name, row]));
    expect(byName.Fresh).toMatchObject({ status: "pending", attempts: 0 });
    expect(byName.Delivered).toMatchObject({ status: "sent", attempts: 1 });
    expect(byName.Unanswered).toMatchObject({ status: "failed", attempts: 1, unanswered_attempts: 1 });

    await retry();
    expect(formsubmit.accepted.map((entry) => entry.fields.name).sort()).toEqual(["Fresh", "Unanswered"]);
    // A second start adds nothing.
    await endProcess();
    expect(await reconcileKeptInquiries(new EmbeddedInquiryStore())).toBe(0);
  });
});

describe("this process's own inquiries in flight", () => {
  it("are never taken for an earlier process's by the journal's recovery: twenty in flight while it runs, each forwarded exactly once", { timeout: 120_000 }, async () => {
    await getEmbeddedDatabase();
    // The twenty are journaled, then held before the database takes them, while the recovery reads the journal.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const insert = EmbeddedInquiryStore.prototype.insert;
    const inserting = vi.spyOn(EmbeddedInquiryStore.prototype, "insert").mockImplementation(async function (this: EmbeddedInquiryStore, ...args) {
      await held;
      return insert.apply(this, args);
    });
    const errors = vi.spyOn(console, "error");
    const responses = Array.from({ length: 20 }, (_, index) => post(inquiry(`In Flight ${index}`)));
    await waitFor(() => inserting.mock.calls.length === 20, 60_000, "twenty inquiries journaled and waiting for the database");
    expect(journalRecords().filter((record) => record.kind === "inquiry")).toHaveLength(20);

    expect(await reconcileKeptInquiries(new EmbeddedInquiryStore())).toBe(0);
    release();
    expect((await Promise.all(responses)).map((response) => response.status)).toEqual(Array(20).fill(200));
    await backgroundWorkSettled();
    await retry();

    const stored = await rows();
    expect(stored).toHaveLength(20);
    expect(stored.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    expect([...formsubmit.copies().values()]).toEqual(Array(20).fill(1));
    expect(new Set(formsubmit.references())).toEqual(new Set(stored.map((row) => row.id)));
    expect(errors).not.toHaveBeenCalledWith(expect.stringContaining("could not store an inquiry"), expect.anything());
  });

  it("counts an insert that finds its row already there as stored: the inquiry is forwarded once, by the claim, not within the request", async () => {
    await getEmbeddedDatabase();
    const store = new EmbeddedInquiryStore();
    const insert = EmbeddedInquiryStore.prototype.insert;
    // Whatever wrote the row first (a recovery, a retried request), the submission's own insert finds it there.
    vi.spyOn(EmbeddedInquiryStore.prototype, "insert").mockImplementationOnce(async function (this: EmbeddedInquiryStore, value, options) {
      await store.restore([{ id: options.id!, createdAt: options.createdAt!, inquiry: value, delivery: "not_tried", at: null, error: null }]);
      return insert.call(this, value, options);
    });
    const errors = vi.spyOn(console, "error");
    const response = await post(inquiry("Already There"));
    expect(response.status).toBe(200);
    const { reference } = await response.json();
    await backgroundWorkSettled();
    expect(await rows()).toMatchObject([{ id: reference, name: "Already There", status: "sent", attempts: 1 }]);
    expect(formsubmit.references()).toEqual([reference]);
    expect(keptInquiryCount()).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("the lock on DATA_DIR", () => {
  let stranger: ChildProcess;
  const lockFile = () => path.join(dataDir, "inquiries.lock");

  beforeEach(async () => {
    stranger = spawn("sleep", ["60"], { stdio: "ignore" });
    await waitFor(() => processStartTime(stranger.pid!) !== null, 10_000, "the stranger process to start");
    mkdirSync(dataDir, { recursive: true });
  });

  afterEach(() => {
    stranger.kill();
  });

  const lockOf = (pid: number, startTime: string | null) => JSON.stringify({ pid, host: os.hostname(), bootId: currentBootId(), startTime });

  it.skipIf(process.platform !== "linux")("is taken over when its pid now belongs to another process (pid reuse after a crash)", async () => {
    writeFileSync(lockFile(), lockOf(stranger.pid!, "1"));
    expect((await post(inquiry("After A Crash"))).status).toBe(200);
    expect(JSON.parse(readFileSync(lockFile(), "utf8")).pid).toBe(process.pid);
  });

  it.skipIf(process.platform !== "linux")("is taken over from an earlier version's bare pid when that process is not the server", async () => {
    writeFileSync(lockFile(), String(stranger.pid));
    expect((await post(inquiry("Legacy Lock"))).status).toBe(200);
  });

  it.skipIf(process.platform !== "linux")("holds against a live owner, and against a lock of this boot whose process is gone it does not", async () => {
    const directory = path.join(dataDir, "inquiries");
    writeFileSync(lockFile(), lockOf(stranger.pid!, processStartTime(stranger.pid!)));
    expect(() => takeDataDirLock(directory)).toThrow(DataDirLockedError);
    const exited = new Promise((resolve) => stranger.once("exit", resolve));
    stranger.kill("SIGKILL");
    await exited;
    expect(() => takeDataDirLock(directory)).not.toThrow();
    releaseDataDirLock(directory);
    expect(existsSync(lockFile())).toBe(false);
  });
});

describe("bounded copies", () => {
  it("sends an unanswered forward once more with a longer time-out, then marks it uncertain and never sends it again", async () => {
    process.env.CONTACT_FORWARD_TIMEOUT_MS = "150";
    formsubmit.setMode("hang");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);

    expect((await post(inquiry("Slow Forwarder"))).status).toBe(200);
    await backgroundWorkSettled();
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: 1, unanswered_attempts: 1, last_error: "FormSubmit gave no answer: no answer within 150 ms" });

    const report = await (await retry()).json();
    expect(report).toMatchObject({ claimed: 1, uncertain: 1 });
    expect((await rows())[0]).toMatchObject({ status: "uncertain", attempts: 2, unanswered_attempts: 2, last_error: "FormSubmit gave no answer: no answer within 600 ms" });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("went unanswered 2 times; it may have been delivered"));

    for (let round = 0; round < 3; round++) expect((await (await retry()).json()).claimed).toBe(0);
    expect(formsubmit.requests).toHaveLength(2);
  });
});

describe("health proves the store can write", () => {
  const canMount = process.platform === "linux" && process.getuid?.() === 0;

  it.skipIf(!canMount)("turns 503 while DATA_DIR's disk is full, and 200 again once there is room", async () => {
    const mountPoint = mkdtempSync(path.join(root, "small-disk-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=48m", "tmpfs", mountPoint]);
    try {
      process.env.DATA_DIR = path.join(mountPoint, "data");
      await getEmbeddedDatabase();
      expect((await healthGet()).status).toBe(200);

      const filler = path.join(mountPoint, "filler");
      const fd = openSync(filler, "w");
      const chunk = Buffer.alloc(64 * 1024);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
      } finally {
        closeSync(fd);
      }
      await endProcess(); // a new process: the answer from before the disk filled is not reused
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const full = await healthGet();
      expect(full.status).toBe(503);
      expect((await full.json()).inquiries).toMatchObject({ store: "embedded", writes: false });

      // A visitor writing now: the journal cannot take it, so it is acknowledged only once FormSubmit has it.
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      expect((await post(inquiry("Full Disk"))).status).toBe(200);
      expect(formsubmit.accepted.map((entry) => entry.fields.name)).toEqual(["Full Disk"]);

      expect(parseJournal(readFileSync(path.join(process.env.DATA_DIR, "inquiries.journal"), "utf8")).unreadable).toBe(0);
      rmSync(filler);
      await endProcess();
      expect((await healthGet()).status).toBe(200);
    } finally {
      await endProcess();
      execFileSync("umount", ["-l", mountPoint]);
    }
  });
});
