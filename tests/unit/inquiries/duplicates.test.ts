import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as contactPost } from "@/app/api/contact/route";
import { routes } from "@/config/routes";
import { backgroundWorkSettled } from "@/lib/inquiries/background";
import { duplicateKey } from "@/lib/inquiries/duplicates";
import { getEmbeddedDatabase } from "@/lib/inquiries/embedded-db";
import { EmbeddedInquiryStore } from "@/lib/inquiries/embedded-store";
import { parseJournal } from "@/lib/inquiries/journal";
import { reconcileKeptInquiries } from "@/lib/inquiries/second-path";
import { startFormSubmitStub } from "../../support/formsubmit";
import { endProcess } from "../../support/process";
import { startSupabaseStandin, type SupabaseStandin } from "../../support/standin-process.mjs";

/**
 * The same message sent twice is one lead: the second answers success with the first one's reference and is neither
 * stored nor forwarded again. Through the real contact route (JSON, form data, and the form posted without JavaScript,
 * answered with a page), the real embedded database, and the Supabase stand-in.
 */

const SERVICE_KEY = "duplicates-service-key";
const savedEnv = { ...process.env };
let root: string;
let formsubmit: Awaited<ReturnType<typeof startFormSubmitStub>>;
let client = 0;

const ana = (message = "Can you redesign our clinic's booking page before March?") => ({ name: "Ana Reyes", email: "ana@example.com", message, _honey: "" });

async function send(body: Record<string, string>, type: "json" | "form" = "json") {
  const response = await contactPost(
    new Request("http://localhost/api/contact/", {
      method: "POST",
      headers: { "content-type": type === "json" ? "application/json" : "application/x-www-form-urlencoded", "x-real-ip": `192.0.2.${(client++ % 250) + 1}` },
      body: type === "json" ? JSON.stringify(body) : new URLSearchParams(body),
    }),
  );
  expect(response.status).toBe(200);
  return (await response.json()).reference as string;
}

describe("the key two submissions of the same message share", () => {
  const key = (email: string, message: string) => duplicateKey({ email, message });

  it("ignores letter case, white space and compatibility forms, as a visitor sending again would not mean them", () => {
    const first = key("ana@example.com", "Can you redesign our booking page?\nThanks, Ana");
    expect(key("Ana@Example.COM", "  can you redesign our  booking page?  thanks, ana ")).toBe(first);
    expect(key("ana@example.com", "Can you redesign our booking page?\r\n\r\nThanks,\tAna")).toBe(first);
    expect(key("ana@example.com", "Ｃａｎ you redesign our booking page?\nThanks, Ana")).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps a different word, number, punctuation mark or address apart", () => {
    const first = key("ana@example.com", "We need 3 pages by March.");
    for (const [email, message] of [
      ["ana@example.com", "We need 4 pages by March."],
      ["ana@example.com", "We need 3 pages by April."],
      ["ana@example.com", "We need 3 pages by March?"],
      ["ana@example.com", "We need 3 pages, by March."],
      ["ana.reyes@example.com", "We need 3 pages by March."],
    ]) {
      expect(key(email, message), message).not.toBe(first);
    }
  });
});

describe("with the embedded store", () => {
  type Row = { id: string; status: string; message: string };
  const rows = async () => (await (await getEmbeddedDatabase()).query<Row>("select id, status, message from public.inquiries order by created_at, id")).rows;
  const journal = () => parseJournal(readFileSync(path.join(root, "data", "inquiries.journal"), "utf8")).records;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), "northtide-duplicates-"));
    formsubmit = await startFormSubmitStub();
  });

  beforeEach(async () => {
    // A new process on an empty store: nothing in the database, nor in the journal it would read back.
    await endProcess();
    rmSync(path.join(root, "data", "inquiries.journal"), { force: true });
    process.env = { ...savedEnv, DATA_DIR: path.join(root, "data"), FORMSUBMIT_URL: formsubmit.url, CONTACT_FORWARD_EMAIL: "hello@northtide.studio", CONTACT_FORWARD_TIMEOUT_MS: "10000", NEXT_PUBLIC_SITE_URL: "https://northtide.studio" };
    for (const name of ["NEXT_PUBLIC_SUPABASE_URL", "SUPABASE_SERVICE_ROLE_KEY", "REDIS_URL", "RATE_LIMIT_CONTACT", "ALERT_WEBHOOK_URL"]) delete process.env[name];
    formsubmit.setMode("ok");
    formsubmit.accepted.length = 0;
    formsubmit.requests.length = 0;
    await (await getEmbeddedDatabase()).exec("delete from public.inquiries");
  });

  afterEach(async () => {
    await backgroundWorkSettled();
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await endProcess();
    process.env = savedEnv;
    await formsubmit.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers the second with the first one's reference, and stores and forwards it once; the journal says it is the same lead", async () => {
    const first = await send(ana());
    await backgroundWorkSettled();
    const second = await send(ana("  can you redesign our CLINIC'S booking page\nbefore march?"));
    expect(second).toBe(first);
    await backgroundWorkSettled();
    expect(await rows()).toEqual([{ id: first, status: "sent", message: "Can you redesign our clinic's booking page before March?" }]);
    expect(formsubmit.references()).toEqual([first]);
    const duplicate = journal().find((record) => record.kind === "duplicate");
    expect(duplicate).toMatchObject({ of: first });

    // A later start reads the journal back: the second submission is still not a lead of its own.
    await endProcess();
    expect(await reconcileKeptInquiries(new EmbeddedInquiryStore())).toBe(0);
    expect(await rows()).toHaveLength(1);
  });

  it("is one lead with and without JavaScript: JSON, form data and the form posted by a browser without its script", async () => {
    const first = await send(ana(), "form");
    expect(await send(ana())).toBe(first);
    const page = await contactPost(
      new Request("http://localhost/api/contact/", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: "https://northtide.studio", "x-real-ip": "192.0.2.250" },
        body: new URLSearchParams(ana()),
      }),
    );
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe(routes.contactSent);
    await backgroundWorkSettled();
    expect(await rows()).toHaveLength(1);
    expect(formsubmit.references()).toEqual([first]);
  });

  it("is one lead when identical submissions arrive at the same moment", async () => {
    const references = await Promise.all(Array.from({ length: 6 }, () => send(ana())));
    expect(new Set(references).size).toBe(1);
    await backgroundWorkSettled();
    expect((await rows()).map((row) => row.id)).toEqual([references[0]]);
    expect(formsubmit.references()).toEqual([references[0]]);
  });

  it("keeps a different message, and the same one a day later, as leads of their own", async () => {
    const first = await send(ana());
    const other = await send(ana("Can you redesign our clinic's booking page before April?"));
    expect(other).not.toBe(first);
    await backgroundWorkSettled();
    const db = await getEmbeddedDatabase();
    await db.query("update public.inquiries set created_at = now() - interval '24 hours 1 minute' where id = $1", [first]);
    const dayLater = await send(ana());
    expect([first, other]).not.toContain(dayLater);
    await backgroundWorkSettled();
    expect(await rows()).toHaveLength(3);
    expect(formsubmit.references().sort()).toEqual([first, other, dayLater].sort());
  });

  it("does not count a honeypot hit as the earlier message", async () => {
    await send({ ...ana(), _honey: "https://spam.example" });
    const real = await send(ana());
    await backgroundWorkSettled();
    expect((await rows()).map((row) => [row.id === real, row.status])).toEqual([
      [false, "spam"],
      [true, "sent"],
    ]);
  });

  it("while the store is down, is the lead kept outside it: forwarded once", async () => {
    await getEmbeddedDatabase();
    vi.spyOn(EmbeddedInquiryStore.prototype, "insert").mockRejectedValue(new Error("PGlite is closed"));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const first = await send(ana());
    expect(await send(ana())).toBe(first);
    expect(formsubmit.references()).toEqual([first]);
  });
});

describe("with the Supabase store (the stand-in)", () => {
  let standin: SupabaseStandin;
  type Dump = { inquiries: { id: string; status: string; duplicate_key: string | null }[] };
  const dump = async () => (await (await fetch(`${standin.url}/__dump`)).json()) as Dump;

  beforeAll(async () => {
    standin = await startSupabaseStandin({ anonKey: "anon", serviceKey: SERVICE_KEY });
    formsubmit = await startFormSubmitStub();
  });

  beforeEach(async () => {
    await endProcess();
    await fetch(`${standin.url}/__reset`);
    process.env = {
      ...savedEnv,
      NEXT_PUBLIC_SUPABASE_URL: standin.url,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
      FORMSUBMIT_URL: formsubmit.url,
      CONTACT_FORWARD_EMAIL: "hello@northtide.studio",
      CONTACT_FORWARD_TIMEOUT_MS: "10000",
      NEXT_PUBLIC_SITE_URL: "https://northtide.studio",
    };
    for (const name of ["REDIS_URL", "RATE_LIMIT_CONTACT", "ALERT_WEBHOOK_URL"]) delete process.env[name];
    formsubmit.accepted.length = 0;
  });

  afterAll(async () => {
    await endProcess();
    process.env = savedEnv;
    standin.stop();
    await formsubmit.close();
  });

  it("answers the same message sent again, or at the same moment, with the first one's reference; one row, one e-mail", async () => {
    const first = await send(ana());
    await backgroundWorkSettled();
    expect(await send(ana("can you redesign our clinic's booking page before march?"))).toBe(first);
    const together = await Promise.all(Array.from({ length: 4 }, () => send(ana("Another question, sent four times at once."))));
    expect(new Set(together).size).toBe(1);
    await backgroundWorkSettled();

    const { inquiries } = await dump();
    expect(inquiries.map((row) => row.id).sort()).toEqual([first, together[0]].sort());
    expect(inquiries.every((row) => row.status === "sent" && /^[0-9a-f]{64}$/.test(row.duplicate_key ?? ""))).toBe(true);
    expect(formsubmit.references().sort()).toEqual([first, together[0]].sort());
  });
});
