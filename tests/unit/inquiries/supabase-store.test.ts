import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as contactPost } from "@/app/api/contact/route";
import { POST as retryPost } from "@/app/api/inquiries/retry/route";
import { backgroundWorkSettled } from "@/lib/inquiries/background";
import { keptInquiryCount } from "@/lib/inquiries/second-path";
import { startFormSubmitStub } from "../../support/formsubmit";
import { closedPort, sendJson, startLocalServer } from "../../support/local-server";
import { endProcess } from "../../support/process";
import { CONTACT_TEXTS } from "@/lib/inquiries/texts";

/**
 * With NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set, inquiries go to Supabase's table through
 * PostgREST with the service-role key. A local stand-in for PostgREST checks the calls the store makes.
 */
const SERVICE_KEY = "service-role-test-key";
const ID = "0b7c3c1e-5d0e-4a8f-9d51-2f1f8f0d6a11";
const savedEnv = { ...process.env };

let postgrest: Awaited<ReturnType<typeof startLocalServer>>;
let formsubmit: Awaited<ReturnType<typeof startFormSubmitStub>>;
let storeDown = false;
/** What the claim function returns, each row once: nothing is due unless a test says so. */
let dueRows: unknown[] = [];

const row = { id: ID, name: "Ana", email: "ana@example.com", phone: null, service: null, message: "Hello", form: "short", status: "failed", attempts: 2, unanswered_attempts: 0, created_at: "2026-01-05T10:00:00+00:00" };

beforeAll(async () => {
  formsubmit = await startFormSubmitStub();
  postgrest = await startLocalServer((request, response) => {
    if (storeDown) return sendJson(response, 503, { message: "database unavailable", code: "PGRST000" });
    if (request.method === "POST" && request.url.startsWith("/rest/v1/inquiries?on_conflict=id")) {
      return sendJson(response, 201, (JSON.parse(request.body) as { id: string }[]).map(({ id }) => ({ id })));
    }
    if (request.method === "POST" && request.url === "/rest/v1/rpc/insert_inquiry") return sendJson(response, 200, [{ kept_id: ID, outcome: "inserted" }]);
    if (request.method === "POST" && request.url === "/rest/v1/rpc/claim_due_inquiries") return sendJson(response, 200, dueRows.splice(0, JSON.parse(request.body).batch_size));
    if (request.method === "PATCH" && request.url.startsWith("/rest/v1/inquiries")) {
      response.writeHead(204);
      return response.end();
    }
    sendJson(response, 404, { message: "unexpected call" });
  });
});

beforeEach(() => {
  process.env = { ...savedEnv, NEXT_PUBLIC_SUPABASE_URL: postgrest.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY, FORMSUBMIT_URL: formsubmit.url, RETRY_SECRET: "s", CONTACT_FORWARD_TIMEOUT_MS: "5000" };
  process.env.CONTACT_FORWARD_EMAIL = "hello@northtide.studio";
  delete process.env.REDIS_URL;
  storeDown = false;
  dueRows = [];
  postgrest.requests.length = 0;
  formsubmit.accepted.length = 0;
  formsubmit.requests.length = 0;
  formsubmit.setMode("ok");
});

afterEach(endProcess);

afterAll(async () => {
  process.env = savedEnv;
  await postgrest.close();
  await formsubmit.close();
});

const submit = (message = "Hello") =>
  contactPost(
    new Request("http://localhost/api/contact/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-real-ip": "192.0.2.1" },
      body: JSON.stringify({ name: "Ana", email: "ana@example.com", message, _honey: "" }),
    }),
  );

describe("the Supabase inquiry store", () => {
  it("inserts with the service-role key through insert_inquiry, already claimed, then records the forward as sent", async () => {
    const response = await submit();
    expect(response.status).toBe(200);
    expect((await response.json()).reference).toBe(ID);
    await backgroundWorkSettled();

    const [insert, ...rest] = postgrest.requests;
    expect(insert.method).toBe("POST");
    expect(insert.url).toBe("/rest/v1/rpc/insert_inquiry");
    expect(insert.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`);
    expect(insert.headers.apikey).toBe(SERVICE_KEY);
    const inserted = JSON.parse(insert.body);
    expect(inserted).toMatchObject({
      inquiry_name: "Ana",
      inquiry_email: "ana@example.com",
      inquiry_message: "Hello",
      inquiry_form: "short",
      inquiry_status: "pending",
      // One forward's claim: a second try's four time-outs of 5 s and half of one to record its outcome.
      claim_ms: 4 * 5000 + 2500,
      inquiry_duplicate_key: expect.stringMatching(/^[0-9a-f]{64}$/),
      duplicate_window_ms: 24 * 60 * 60 * 1000,
    });

    expect(formsubmit.references()).toEqual([ID]);
    const update = rest.find((request) => request.method === "PATCH")!;
    expect(update.url).toBe(`/rest/v1/inquiries?id=eq.${ID}&status=neq.sent`);
    expect(JSON.parse(update.body)).toMatchObject({ status: "sent", last_error: null });
  });

  it("claims due inquiries through the claim function and records failures with their next attempt", async () => {
    formsubmit.setMode("down");
    dueRows = [row];
    const response = await retryPost(new Request("http://localhost/api/inquiries/retry/", { method: "POST", headers: { authorization: "Bearer s" } }));
    expect(await response.json()).toEqual({ forwarding: "on", claimed: 1, sent: 0, failed: 1, uncertain: 0, restored: 0 });
    formsubmit.setMode("ok");

    // One inquiry per claim, for as long as one forward and the record of its outcome take.
    const rpc = postgrest.requests.find((request) => request.url === "/rest/v1/rpc/claim_due_inquiries")!;
    expect(JSON.parse(rpc.body)).toEqual({ batch_size: 1, lease_seconds: 23, only_id: null });
    const update = postgrest.requests.find((request) => request.method === "PATCH")!;
    // Recorded only while this claim is the latest: its attempt, its lease not taken back.
    expect(update.url).toBe(`/rest/v1/inquiries?id=eq.${ID}&attempts=eq.2&leased_until=not.is.null&status=in.%28pending%2Cfailed%29`);
    const body = JSON.parse(update.body);
    expect(body).toMatchObject({ status: "failed", last_error: "FormSubmit answered HTTP 503: Service unavailable" });
    // Attempt 2 failed: twice the 60 s base.
    const wait = Date.parse(body.next_attempt_at) - Date.now();
    expect(wait).toBeGreaterThan(110_000);
    expect(wait).toBeLessThanOrEqual(120_000);
  });

  it("when Supabase cannot store the inquiry, forwards it within the request and writes it in, as sent, once Supabase is back", async () => {
    storeDown = true;
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await submit();
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe(CONTACT_TEXTS.success);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("(supabase store)"), expect.stringContaining("database unavailable"));
    // No lasting disk on a serverless function: the whole inquiry goes to the log.
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/Kept: \{"id":"[0-9a-f-]{36}".*"name":"Ana".*"delivery":"forwarded"/));
    expect(formsubmit.accepted).toHaveLength(1);
    const reference = formsubmit.references()[0];
    expect(keptInquiryCount()).toBe(1);

    storeDown = false;
    postgrest.requests.length = 0;
    expect((await submit("Hello again, with another question")).status).toBe(200);
    await backgroundWorkSettled();
    const restore = postgrest.requests.find((request) => request.url.startsWith("/rest/v1/inquiries?on_conflict=id"))!;
    expect(restore.headers.prefer).toContain("resolution=ignore-duplicates");
    const [row] = JSON.parse(restore.body);
    expect(row).toMatchObject({ id: reference, name: "Ana", status: "sent", attempts: 1, unanswered_attempts: 0 });
    expect(row.forwarded_at).toEqual(expect.any(String));
    expect(keptInquiryCount()).toBe(0);
    // The kept one was not forwarded again: FormSubmit has it and the second submission, once each.
    expect(formsubmit.references()).toEqual([reference, ID]);
    errors.mockRestore();
  });

  it("answers 503 with the message only when FormSubmit cannot take it either, and keeps it to write in later", async () => {
    storeDown = true;
    formsubmit.setMode("down");
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await submit();
    expect(response.status).toBe(503);
    expect((await response.json()).message).toBe(CONTACT_TEXTS.storeFailed);
    expect(keptInquiryCount()).toBe(1);
    errors.mockRestore();
  });

  it("treats a refused connection like a paused project", async () => {
    const port = await closedPort();
    process.env.NEXT_PUBLIC_SUPABASE_URL = `http://127.0.0.1:${port}`;
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await submit()).status).toBe(200);
    expect(formsubmit.accepted).toHaveLength(1);
    errors.mockRestore();
  });
});
