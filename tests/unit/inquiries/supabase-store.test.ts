import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as contactPost } from "@/app/api/contact/route";
import { POST as retryPost } from "@/app/api/inquiries/retry/route";
import { backgroundWorkSettled } from "@/lib/inquiries/background";
import { keptInquiryCount } from "@/lib/inquiries/second-path";
import { startFormSubmitStub } from "../../support/formsubmit";
import { closedPort, sendJson, startLocalServer } from "../../support/local-server";
import { endProcess } from "../../support/process";

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
/** What the claim function returns: nothing is due unless a test says so. */
let dueRows: unknown[] = [];

const row = { id: ID, name: "Ana", email: "ana@example.com", phone: null, service: null, message: "Hello", form: "short", attempts: 2, created_at: "2026-01-05T10:00:00+00:00" };

beforeAll(async () => {
  formsubmit = await startFormSubmitStub();
  postgrest = await startLocalServer((request, response) => {
    if (storeDown) return sendJson(response, 503, { message: "database unavailable", code: "PGRST000" });
    if (request.method === "POST" && request.url.startsWith("/rest/v1/inquiries?on_conflict=id")) {
      return sendJson(response, 201, (JSON.parse(request.body) as { id: string }[]).map(({ id }) => ({ id })));
    }
    if (request.method === "POST" && request.url.startsWith("/rest/v1/inquiries")) return sendJson(response, 201, { id: ID });
    if (request.method === "POST" && request.url === "/rest/v1/rpc/claim_due_inquiries") return sendJson(response, 200, dueRows);
    if (request.method === "PATCH" && request.url.startsWith("/rest/v1/inquiries")) {
      response.writeHead(204);
      return response.end();
    }
    sendJson(response, 404, { message: "unexpected call" });
  });
});

beforeEach(() => {
  process.env = { ...savedEnv, NEXT_PUBLIC_SUPABASE_URL: postgrest.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY, FORMSUBMIT_URL: formsubmit.url, RETRY_SECRET: "s", CONTACT_FORWARD_TIMEOUT_MS: "1000" };
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

const submit = () =>
  contactPost(
    new Request("http://localhost/api/contact/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-real-ip": "192.0.2.1" },
      body: JSON.stringify({ name: "Ana", email: "ana@example.com", message: "Hello", _honey: "" }),
    }),
  );

describe("the Supabase inquiry store", () => {
  it("inserts with the service-role key, already claimed, then records the forward as sent", async () => {
    expect((await submit()).status).toBe(200);
    await backgroundWorkSettled();

    const [insert, ...rest] = postgrest.requests;
    expect(insert.method).toBe("POST");
    expect(insert.url).toBe("/rest/v1/inquiries?select=id");
    expect(insert.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`);
    expect(insert.headers.apikey).toBe(SERVICE_KEY);
    const inserted = JSON.parse(insert.body);
    expect(inserted).toMatchObject({ name: "Ana", email: "ana@example.com", message: "Hello", form: "short", status: "pending", attempts: 1 });
    expect(Date.parse(inserted.next_attempt_at)).toBeGreaterThan(Date.now() + 50_000);

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

    const rpc = postgrest.requests.find((request) => request.url === "/rest/v1/rpc/claim_due_inquiries")!;
    expect(JSON.parse(rpc.body)).toEqual({ batch_size: 25, lease_seconds: 60, only_id: null });
    const update = postgrest.requests.find((request) => request.method === "PATCH")!;
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
    expect((await response.json()).message).toBe("Thank you for reaching out. We'll get back to you soon.");
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("(supabase store)"), expect.stringContaining("database unavailable"));
    // No lasting disk on a serverless function: the whole inquiry goes to the log.
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/Kept: \{"id":"[0-9a-f-]{36}".*"name":"Ana".*"delivery":"forwarded"/));
    expect(formsubmit.accepted).toHaveLength(1);
    const reference = formsubmit.references()[0];
    expect(keptInquiryCount()).toBe(1);

    storeDown = false;
    postgrest.requests.length = 0;
    expect((await submit()).status).toBe(200);
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
    expect((await response.json()).message).toMatch(/^We couldn't save your message just now/);
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
