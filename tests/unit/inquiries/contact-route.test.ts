import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as contactPost } from "@/app/api/contact/route";
import { GET as retryGet, POST as retryPost } from "@/app/api/inquiries/retry/route";
import { withConnectionAddress } from "@/lib/client-address/connection";
import { backgroundWorkSettled } from "@/lib/inquiries/background";
import { getEmbeddedDatabase } from "@/lib/inquiries/embedded-db";
import { INQUIRY_MESSAGES, INQUIRY_LIMITS } from "@/lib/inquiries/rules";
import { startFormSubmitStub } from "../../support/formsubmit";
import { closedPort, waitFor } from "../../support/local-server";
import { endProcess } from "../../support/process";
import { CONTACT_TEXTS } from "@/lib/inquiries/texts";
import { BODY_TYPE_MESSAGE } from "@/lib/http/body";
import { CROSS_SITE_MESSAGE } from "@/lib/security/same-origin";
import { SERVICE_TITLES } from "@/lib/data/service-titles";

/**
 * POST /api/contact/ and POST /api/inquiries/retry/ as the server runs them: the real route handlers, the real
 * embedded database in a fresh DATA_DIR, and a local stand-in for FormSubmit.
 */

type Row = { id: string; name: string; email: string; phone: string | null; service: string | null; message: string; form: string; status: string; attempts: number; unanswered_attempts: number; last_error: string | null; next_attempt_at: Date; forwarded_at: Date | null };

let root: string;
let formsubmit: Awaited<ReturnType<typeof startFormSubmitStub>>;
let clientNumber = 0;
const savedEnv = { ...process.env };

const nextClient = () => `203.0.113.${(clientNumber++ % 250) + 1}`;
const full = (overrides: Record<string, unknown> = {}) => ({
  name: "Maria Santos",
  email: "maria@example.com",
  phone: "+63 917 000 1234",
  service: "web-design",
  message: "We need a new website for our Cebu bakery.",
  _honey: "",
  _captcha: "false",
  _subject: "New inquiry",
  _autoresponse: "Thanks",
  ...overrides,
});

function postJson(body: unknown, ip = nextClient()) {
  return contactPost(
    new Request("http://localhost/api/contact/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-real-ip": ip },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

function retry(authorization?: string) {
  return retryPost(new Request("http://localhost/api/inquiries/retry/", { method: "POST", headers: authorization ? { authorization } : {} }));
}

async function rows(): Promise<Row[]> {
  const db = await getEmbeddedDatabase();
  return (await db.query<Row>("select * from public.inquiries order by created_at, id")).rows;
}

async function rowById(id: string): Promise<Row> {
  const db = await getEmbeddedDatabase();
  return (await db.query<Row>("select * from public.inquiries where id = $1", [id])).rows[0];
}

async function latestRow(): Promise<Row> {
  const db = await getEmbeddedDatabase();
  return (await db.query<Row>("select * from public.inquiries order by created_at desc, id desc limit 1")).rows[0];
}

let sharedDataDir: string;

/** Every test starts on an empty inquiries table (one database for the file; opening one costs seconds). */
async function emptyInquiries() {
  await backgroundWorkSettled();
  process.env.DATA_DIR = sharedDataDir;
  const db = await getEmbeddedDatabase();
  await db.exec("delete from public.inquiries");
}


beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "northtide-contact-"));
  sharedDataDir = path.join(root, "data");
  formsubmit = await startFormSubmitStub();
});

beforeEach(async () => {
  process.env = { ...savedEnv };
  delete process.env.REDIS_URL;
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
  delete process.env.SUPABASE_SERVICE_ROLE_KEY;
  process.env.CONTACT_FORWARD_EMAIL = "hello@northtide.studio";
  delete process.env.RATE_LIMIT_CONTACT;
  process.env.FORMSUBMIT_URL = formsubmit.url;
  // Generous, so that a forward meant to succeed does so on a loaded machine; the time-out tests set their own.
  process.env.CONTACT_FORWARD_TIMEOUT_MS = "2000";
  process.env.CONTACT_RETRY_BASE_MS = "60000";
  process.env.RETRY_SECRET = "test-retry-secret";
  delete process.env.CRON_SECRET;
  process.env.NEXT_PUBLIC_SITE_URL = "https://northtide.studio";
  formsubmit.setMode("ok");
  formsubmit.accepted.length = 0;
  formsubmit.requests.length = 0;
  await emptyInquiries();
});

afterEach(async () => {
  formsubmit.releaseHanging();
  await backgroundWorkSettled();
  vi.restoreAllMocks();
});

afterAll(async () => {
  process.env = savedEnv;
  await endProcess();
  await formsubmit.close();
  rmSync(root, { recursive: true, force: true });
});

describe("validation: a bad request gets 400 with {message} in plain words", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["no name", full({ name: undefined }), INQUIRY_MESSAGES.nameRequired],
    ["a blank name", full({ name: "   " }), INQUIRY_MESSAGES.nameRequired],
    ["a name that is not text", full({ name: 42 }), INQUIRY_MESSAGES.nameRequired],
    ["an over-long name", full({ name: "n".repeat(INQUIRY_LIMITS.name + 1) }), INQUIRY_MESSAGES.nameTooLong],
    ["no e-mail", full({ email: "" }), INQUIRY_MESSAGES.emailRequired],
    ["a malformed e-mail", full({ email: "maria@" }), INQUIRY_MESSAGES.emailInvalid],
    ["an e-mail with spaces", full({ email: "maria santos@example.com" }), INQUIRY_MESSAGES.emailInvalid],
    ["an over-long e-mail", full({ email: `${"m".repeat(250)}@example.com` }), INQUIRY_MESSAGES.emailTooLong],
    ["a phone with no digits", full({ phone: "call me maybe" }), INQUIRY_MESSAGES.phoneInvalid],
    ["a phone with too few digits", full({ phone: "+63 12" }), INQUIRY_MESSAGES.phoneInvalid],
    ["an over-long phone", full({ phone: "1".repeat(INQUIRY_LIMITS.phone + 1) }), INQUIRY_MESSAGES.phoneTooLong],
    ["an unknown service", full({ service: "digital-marketing" }), INQUIRY_MESSAGES.serviceInvalid],
    ["no message", full({ message: undefined }), INQUIRY_MESSAGES.messageRequired],
    ["a blank message", full({ message: "\n\t " }), INQUIRY_MESSAGES.messageRequired],
    ["an over-long message", full({ message: "m".repeat(INQUIRY_LIMITS.message + 1) }), INQUIRY_MESSAGES.messageTooLong],
    ["an over-long hidden subject", full({ _subject: "s".repeat(INQUIRY_LIMITS.subject + 1) }), INQUIRY_MESSAGES.hiddenFieldTooLong],
    ["an over-long honeypot", full({ _honey: "h".repeat(INQUIRY_LIMITS.honey + 1) }), INQUIRY_MESSAGES.hiddenFieldTooLong],
  ];

  it.each(cases)("refuses %s", async (_label, body, expected) => {
    const response = await postJson(body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.message).toContain(expected);
    expect(await rows()).toHaveLength(0);
    expect(formsubmit.requests).toHaveLength(0);
  });

  it("names every problem at once, field by field", async () => {
    const response = await postJson({ name: "", email: "nope", message: "" });
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.message).toBe(`${INQUIRY_MESSAGES.nameRequired} ${INQUIRY_MESSAGES.emailInvalid} ${INQUIRY_MESSAGES.messageRequired}`);
    expect(answer.fields).toEqual({ name: INQUIRY_MESSAGES.nameRequired, email: INQUIRY_MESSAGES.emailInvalid, message: INQUIRY_MESSAGES.messageRequired });
  });

  it("refuses a body that is not JSON, an array, an unknown content type and an oversized body", async () => {
    const broken = await postJson("{name: 'x'");
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toMatch(/could not be read/);

    const array = await postJson([full()]);
    expect(array.status).toBe(400);
    expect((await array.json()).message).toMatch(/name, email and message/);

    const text = await contactPost(new Request("http://localhost/api/contact/", { method: "POST", headers: { "content-type": "text/plain" }, body: "hello" }));
    expect(text.status).toBe(415);
    expect((await text.json()).message).toBe(BODY_TYPE_MESSAGE);

    for (const type of ["multipart/form-data; boundary=x", "application/ld+json", "application/jsonp", ""]) {
      const response = await contactPost(new Request("http://localhost/api/contact/", { method: "POST", headers: { "content-type": type }, body: JSON.stringify(full()) }));
      expect(response.status, type).toBe(415);
    }

    const huge = await postJson(full({ message: "x".repeat(INQUIRY_LIMITS.bodyBytes) }));
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toMatch(/shorten your message/);
    expect(await rows()).toHaveLength(0);
  });
});

describe("requests from other sites", () => {
  let sent = 0;
  const from = (headers: Record<string, string>) =>
    contactPost(
      new Request("http://localhost/api/contact/", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-real-ip": nextClient(), ...headers },
        body: new URLSearchParams(full({ message: `Inquiry number ${(sent += 1)}.` })),
      }),
    );

  it("refuses a browser on another site with 403 and keeps nothing", async () => {
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "https://northtide.studio.evil.example", "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
    ];
    for (const headers of foreign) {
      const response = await from(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect((await response.json()).message).toBe(CROSS_SITE_MESSAGE);
    }
    expect(await rows()).toHaveLength(0);
  });

  it("accepts the site's own pages (the form without JavaScript included) and clients that are no browser", async () => {
    expect((await from({ origin: "http://localhost", "sec-fetch-site": "same-origin", host: "localhost" })).status).toBe(200);
    expect((await from({ origin: "http://localhost:3000", host: "localhost:3000" })).status).toBe(200);
    expect((await from({ origin: "https://northtide.studio", host: "127.0.0.1:3000" })).status).toBe(200);
    expect((await from({})).status).toBe(200);
    await backgroundWorkSettled();
    expect(await rows()).toHaveLength(4);
  });
});

describe("a valid inquiry", () => {
  it("is stored, answered with success, then forwarded to FormSubmit with the site's origin and recorded as sent", async () => {
    const response = await postJson(full());
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual({ ok: true, message: CONTACT_TEXTS.success, reference: expect.any(String) });
    expect(response.headers.get("cache-control")).toBe("no-store");

    await backgroundWorkSettled();
    const [row] = await rows();
    expect(answer.reference).toBe(row.id);
    expect(row).toMatchObject({ name: "Maria Santos", email: "maria@example.com", phone: "+63 917 000 1234", service: "web-design", form: "full", status: "sent", attempts: 1, last_error: null });
    expect(row.forwarded_at).toBeInstanceOf(Date);

    expect(formsubmit.accepted).toHaveLength(1);
    const [{ request, fields }] = formsubmit.accepted;
    expect(request.url).toBe("/ajax/hello%40northtide.studio");
    expect(request.headers.accept).toBe("application/json");
    expect(request.headers.origin).toBe("https://northtide.studio");
    expect(request.headers.referer).toBe("https://northtide.studio/");
    expect(String(request.headers["content-type"])).toMatch(/^multipart\/form-data/);
    expect(fields).toMatchObject({
      name: "Maria Santos",
      email: "maria@example.com",
      phone: "+63 917 000 1234",
      service: SERVICE_TITLES["web-design"],
      message: "We need a new website for our Cebu bakery.",
      reference: row.id,
      _honey: "",
      _captcha: "false",
      _subject: CONTACT_TEXTS.subject,
    });
    expect(fields._autoresponse).toBe(CONTACT_TEXTS.autoresponse);
  });

  it("forwards to CONTACT_FORWARD_EMAIL when it is set", async () => {
    process.env.CONTACT_FORWARD_EMAIL = "leads@example.org";
    await postJson(full());
    await backgroundWorkSettled();
    expect(formsubmit.accepted[0].request.url).toBe("/ajax/leads%40example.org");
  });

  it("accepts the short form as urlencoded form data (the form without JavaScript), and the full form as JSON", async () => {
    const short = new URLSearchParams({ name: "Liam Chen", email: "liam@example.ca", message: "Quick question about SEO.", _honey: "", _captcha: "false" });
    const shortResponse = await contactPost(
      new Request("http://localhost/api/contact/", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "x-real-ip": nextClient() }, body: short }),
    );
    expect(shortResponse.status).toBe(200);

    const fullResponse = await postJson(full({ service: "ai-integration" }));
    expect(fullResponse.status).toBe(200);

    await backgroundWorkSettled();
    const stored = await rows();
    expect(stored.map((row) => [row.form, row.service, row.status])).toEqual([
      ["short", null, "sent"],
      ["full", "ai-integration", "sent"],
    ]);
    const shortFields = formsubmit.accepted.find((entry) => entry.fields.name === "Liam Chen")!.fields;
    expect(shortFields).not.toHaveProperty("phone");
    expect(shortFields).not.toHaveProperty("_autoresponse");
  });

  it("trims what it keeps and ignores fields it does not know", async () => {
    await postJson({ ...full({ name: "  Ana  ", email: " ana@example.com " }), admin: "true", status: "sent" });
    await backgroundWorkSettled();
    const [row] = await rows();
    expect(row).toMatchObject({ name: "Ana", email: "ana@example.com", status: "sent" });
  });

  it("keeps an inquiry with NUL in every field (JSON or form data), stored and forwarded without it, CR/LF out of single-line fields", async () => {
    const nul = full({ name: "Nul\u0000byte\r\nBcc: x@evil.example", phone: "+63 917\u0000 000 1234", message: "Line one\u0000\r\nLine two", _subject: "New\u0000 inquiry" });
    expect((await postJson(nul)).status).toBe(200);
    const form = new URLSearchParams({ name: "Form\u0000 Nul", email: "form@example.com\u0000", message: "Hi\u0000" });
    const formResponse = await contactPost(
      new Request("http://localhost/api/contact/", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "x-real-ip": nextClient() }, body: form }),
    );
    expect(formResponse.status).toBe(200);
    await backgroundWorkSettled();
    const stored = await rows();
    expect(stored.map((row) => [row.name, row.email, row.phone, row.message, row.status])).toEqual([
      ["Nulbyte Bcc: x@evil.example", "maria@example.com", "+63 917 000 1234", "Line one\nLine two", "sent"],
      ["Form Nul", "form@example.com", null, "Hi", "sent"],
    ]);
    expect(formsubmit.accepted.map((entry) => entry.fields.name)).toEqual(["Nulbyte Bcc: x@evil.example", "Form Nul"]);
  });
});

describe("the honeypot", () => {
  it("answers a filled honeypot exactly like a success, keeps it as spam and never forwards it", async () => {
    const response = await postJson(full({ _honey: "http://spam.example" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: CONTACT_TEXTS.success, reference: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await backgroundWorkSettled();
    const [row] = await rows();
    expect(row.status).toBe("spam");
    expect(formsubmit.requests).toHaveLength(0);

    const retried = await retry("Bearer test-retry-secret");
    expect((await retried.json()).claimed).toBe(0);
    expect(formsubmit.requests).toHaveLength(0);
  });
});

// The file's tests share one process (and its database): each test counts clients no other test uses.
describe("the per-client rate limit (in process)", () => {
  it("answers 429 with Retry-After and a message once a client passes the limit, and no other client is affected", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 5; i += 1) expect((await postJson(full({ message: `Question ${i}.` }), ip)).status).toBe(200);
    const limited = await postJson(full({ message: "Question 5." }), ip);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await limited.json()).message).toMatch(/^You've sent several messages in a short time\. Please wait 10 minutes and try again/);
    expect((await postJson(full(), "198.51.100.8")).status).toBe(200);
    await backgroundWorkSettled();
    expect(await rows()).toHaveLength(6);
  });

  it("counts a directly connected client by its connection, whatever address headers it makes up", async () => {
    process.env.CLIENT_IP_SOURCE = "connection";
    process.env.RATE_LIMIT_CONTACT = "1/60";
    const from = (connection: string, headers: Record<string, string>) =>
      withConnectionAddress(connection, () =>
        contactPost(new Request("http://localhost/api/contact/", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(full()) })),
      );
    expect((await from("192.0.2.10", {})).status).toBe(200);
    expect((await from("192.0.2.10", { "x-real-ip": "198.51.100.1" })).status).toBe(429);
    expect((await from("192.0.2.10", { "x-forwarded-for": "198.51.100.2" })).status).toBe(429);
    expect((await from("::ffff:192.0.2.10", { "x-forwarded-for": "1.1.1.1, 198.51.100.3" })).status).toBe(429);
    expect((await from("192.0.2.11", {})).status).toBe(200);
  });

  it("behind a named proxy, takes its header (the last x-forwarded-for hop, the one the proxy appended)", async () => {
    process.env.CLIENT_IP_SOURCE = "header:x-forwarded-for";
    process.env.RATE_LIMIT_CONTACT = "1/60";
    const viaProxy = (forwardedFor: string) =>
      withConnectionAddress("127.0.0.1", () =>
        contactPost(new Request("http://localhost/api/contact/", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor }, body: JSON.stringify(full()) })),
      );
    expect((await viaProxy("1.1.1.1, 192.0.2.20")).status).toBe(200);
    // A client that makes up its own first hop is still the same client to the proxy.
    expect((await viaProxy("9.9.9.9, 192.0.2.20")).status).toBe(429);
    expect((await viaProxy("1.1.1.1, 192.0.2.21")).status).toBe(200);
  });
});

describe("when forwarding fails, the inquiry is kept and forwarded later", () => {
  it("keeps it when FormSubmit is down, records the failure with back-off, and the retry endpoint forwards it once FormSubmit is back", async () => {
    formsubmit.setMode("down");
    const response = await postJson(full());
    expect(response.status).toBe(200);
    await backgroundWorkSettled();

    const [failed] = await rows();
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed.last_error).toBe("FormSubmit answered HTTP 503: Service unavailable");
    const db = await getEmbeddedDatabase();
    const { rows: [{ wait_ms: wait }] } = await db.query<{ wait_ms: number }>("select extract(epoch from (next_attempt_at - now())) * 1000 as wait_ms from public.inquiries");
    expect(Number(wait)).toBeGreaterThan(50_000);
    expect(Number(wait)).toBeLessThanOrEqual(60_000);

    formsubmit.setMode("ok");
    // Not due yet: the retry leaves it alone.
    expect(await (await retry("Bearer test-retry-secret")).json()).toEqual({ forwarding: "on", claimed: 0, sent: 0, failed: 0, uncertain: 0, restored: 0 });

    await db.query("update public.inquiries set next_attempt_at = now() - interval '1 second'");
    const report = await (await retry("Bearer test-retry-secret")).json();
    expect(report).toEqual({ forwarding: "on", claimed: 1, sent: 1, failed: 0, uncertain: 0, restored: 0 });
    expect(await rowById(failed.id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(formsubmit.references()).toEqual([failed.id]);
  });

  it("treats FormSubmit's HTTP 200 with success \"false\" as a failure", async () => {
    formsubmit.setMode("fail");
    expect((await postJson(full())).status).toBe(200);
    await backgroundWorkSettled();
    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: 1, last_error: "FormSubmit refused the inquiry: Form should POST" });
  });

  it("treats an answer that is not JSON as a failure", async () => {
    formsubmit.setMode("html");
    expect((await postJson(full())).status).toBe(200);
    await backgroundWorkSettled();
    expect((await rows())[0]).toMatchObject({ status: "failed", last_error: "FormSubmit answered without JSON" });
  });

  it("gives up on a FormSubmit that hangs past the time-out, without making the visitor wait for it", async () => {
    process.env.CONTACT_FORWARD_TIMEOUT_MS = "5000";
    formsubmit.setMode("hang");
    const response = await postJson(full());
    expect(response.status).toBe(200);
    // The answer came while the forward was still waiting on FormSubmit.
    expect((await latestRow()).status).toBe("pending");
    await waitFor(() => formsubmit.requests.length === 1, 10_000, "the forward to reach FormSubmit");
    await backgroundWorkSettled();
    expect(await latestRow()).toMatchObject({ status: "failed", unanswered_attempts: 1, last_error: "FormSubmit gave no answer: no answer within 5000 ms" });
  });

  it("treats an unreachable FormSubmit as a failure", async () => {
    process.env.FORMSUBMIT_URL = `http://127.0.0.1:${await closedPort()}`;
    expect((await postJson(full())).status).toBe(200);
    await backgroundWorkSettled();
    expect((await latestRow()).status).toBe("failed");
    expect((await latestRow()).last_error).toMatch(/^FormSubmit unreachable: .*ECONNREFUSED/);
  });

  it("doubles the wait after each failed attempt", async () => {
    process.env.CONTACT_RETRY_BASE_MS = "10000";
    formsubmit.setMode("down");
    await postJson(full());
    await backgroundWorkSettled();
    const db = await getEmbeddedDatabase();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const { rows: [row] } = await db.query<{ attempts: number; wait_ms: number }>(
        "select attempts, extract(epoch from (next_attempt_at - now())) * 1000 as wait_ms from public.inquiries",
      );
      expect(row.attempts).toBe(attempt);
      waits.push(Number(row.wait_ms));
      await db.query("update public.inquiries set next_attempt_at = now() - interval '1 second'");
      await retry("Bearer test-retry-secret");
    }
    expect(waits[0]).toBeGreaterThan(9_000);
    expect(waits[0]).toBeLessThanOrEqual(10_000);
    expect(waits[1]).toBeGreaterThan(19_000);
    expect(waits[1]).toBeLessThanOrEqual(20_000);
    expect(waits[2]).toBeGreaterThan(39_000);
    expect(waits[2]).toBeLessThanOrEqual(40_000);
  });

  it("forwards due inquiries opportunistically after a later submission, without delaying its answer", async () => {
    process.env.CONTACT_RETRY_BASE_MS = "0";
    formsubmit.setMode("down");
    await postJson(full({ name: "First Visitor", message: "The first visitor's question." }));
    await backgroundWorkSettled();
    const [first] = await rows();
    expect(first.status).toBe("failed");

    formsubmit.setMode("ok");
    expect((await postJson(full({ name: "Second Visitor" }))).status).toBe(200);
    await backgroundWorkSettled();
    const all = await rows();
    expect(all.map((row) => [row.name, row.status])).toEqual([
      ["First Visitor", "sent"],
      ["Second Visitor", "sent"],
    ]);
    expect([...formsubmit.references()].sort()).toEqual(all.map((row) => row.id).sort());
  });
});

describe("under load", () => {
  it("keeps 200 concurrent submissions, none lost or duplicated, each forwarded exactly once", { timeout: 90_000 }, async () => {
    // The stand-in shares this process with 200 forwards at once: a generous time-out keeps a slow answer from counting as a failure.
    process.env.CONTACT_FORWARD_TIMEOUT_MS = "10000";
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) => postJson(full({ name: `Visitor ${index}`, email: `visitor${index}@example.com` }), `10.0.${Math.floor(index / 200)}.${index}`)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(200));
    await backgroundWorkSettled();

    const stored = await rows();
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((row) => row.name)).size).toBe(200);
    expect(stored.filter((row) => row.status !== "sent" || row.attempts !== 1).map((row) => row.last_error)).toEqual([]);
    const references = formsubmit.references();
    expect(references).toHaveLength(200);
    expect(new Set(references)).toEqual(new Set(stored.map((row) => row.id)));
  });
});

describe("the retry endpoint", () => {
  it("refuses a missing, malformed or wrong secret with 401", async () => {
    for (const authorization of [undefined, "test-retry-secret", "Bearer wrong", "Basic dGVzdA==", "Bearer test-retry-secret-and-more"]) {
      const response = await retry(authorization);
      expect(response.status).toBe(401);
      expect((await response.json()).message).toBe("Not authorised.");
    }
  });

  it("refuses everyone when neither RETRY_SECRET nor CRON_SECRET is configured", async () => {
    delete process.env.RETRY_SECRET;
    process.env.CRON_SECRET = "  ";
    expect((await retry("Bearer ")).status).toBe(401);
    expect((await retry("Bearer undefined")).status).toBe(401);
  });

  it("accepts Vercel Cron's bearer, CRON_SECRET, on GET and POST, besides RETRY_SECRET; either may be set alone", async () => {
    const cron = (authorization: string) => retryGet(new Request("http://localhost/api/inquiries/retry/", { headers: { authorization } }));
    process.env.CRON_SECRET = "vercel-cron-secret";
    expect((await cron("Bearer vercel-cron-secret")).status).toBe(200);
    expect((await retry("Bearer vercel-cron-secret")).status).toBe(200);
    expect((await cron("Bearer test-retry-secret")).status).toBe(200);
    for (const authorization of ["vercel-cron-secret", "Bearer vercel-cron", "Bearer vercel-cron-secret-and-more", "Bearer test-retry-secretvercel-cron-secret"]) {
      expect((await cron(authorization)).status, authorization).toBe(401);
    }

    delete process.env.RETRY_SECRET;
    expect(await (await cron("Bearer vercel-cron-secret")).json()).toEqual({ forwarding: "on", claimed: 0, sent: 0, failed: 0, uncertain: 0, restored: 0 });
    expect((await cron("Bearer test-retry-secret")).status).toBe(401);

    process.env.RETRY_SECRET = "test-retry-secret";
    delete process.env.CRON_SECRET;
    expect((await cron("Bearer test-retry-secret")).status).toBe(200);
    expect((await cron("Bearer vercel-cron-secret")).status).toBe(401);
  });

  it("never sends an inquiry twice, however many retries and submissions run at once", async () => {
    process.env.CONTACT_RETRY_BASE_MS = "0";
    formsubmit.setMode("down");
    await Promise.all(Array.from({ length: 30 }, (_, index) => postJson(full({ name: `Backlog ${index}`, message: `Backlog question ${index}.` }))));
    await backgroundWorkSettled();
    expect((await rows()).every((row) => row.status === "failed")).toBe(true);

    formsubmit.setMode("ok");
    const retries = Array.from({ length: 6 }, () => retry("Bearer test-retry-secret").then((response) => response.json()));
    const submissions = Array.from({ length: 10 }, (_, index) => postJson(full({ name: `Fresh ${index}`, message: `Fresh question ${index}.` })));
    const reports = await Promise.all(retries);
    await Promise.all(submissions);
    await backgroundWorkSettled();
    // A last sweep picks up anything the concurrent ones left.
    await retry("Bearer test-retry-secret");

    const stored = await rows();
    expect(stored).toHaveLength(40);
    expect(stored.every((row) => row.status === "sent")).toBe(true);
    const references = formsubmit.references();
    expect(references).toHaveLength(40);
    expect(new Set(references).size).toBe(40);
    // Each claim took a different inquiry (the fresh ones that found no free forward slot too).
    expect(reports.reduce((sum, report) => sum + report.claimed, 0)).toBeLessThanOrEqual(40);
  });
});

describe("with forwarding off", () => {
  it("stores the inquiry, logs that forwarding is off, and forwards it once forwarding is on again", async () => {
    process.env.CONTACT_FORWARD_EMAIL = "off";
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const response = await postJson(full());
    expect(response.status).toBe(200);
    await backgroundWorkSettled();
    const [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    expect(info).toHaveBeenCalledWith(`[inquiries] stored ${row.id}; forwarding is off (CONTACT_FORWARD_EMAIL is "off")`);
    expect(formsubmit.requests).toHaveLength(0);
    expect(await (await retry("Bearer test-retry-secret")).json()).toEqual({ forwarding: "off", claimed: 0, sent: 0, failed: 0, uncertain: 0, restored: 0 });

    process.env.CONTACT_FORWARD_EMAIL = "hello@northtide.studio";
    expect(await (await retry("Bearer test-retry-secret")).json()).toEqual({ forwarding: "on", claimed: 1, sent: 1, failed: 0, uncertain: 0, restored: 0 });
    expect(formsubmit.references()).toEqual([row.id]);
  });
});
