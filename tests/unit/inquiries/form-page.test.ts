import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as contactPost } from "@/app/api/contact/route";
import { backgroundWorkSettled } from "@/lib/inquiries/background";
import { getEmbeddedDatabase } from "@/lib/inquiries/embedded-db";
import { decodeFormState, encodeFormState, formStateCookieNames, type ContactFormState } from "@/lib/inquiries/form-page";
import { INQUIRY_LIMITS, INQUIRY_MESSAGES } from "@/lib/inquiries/rules";
import { CONTACT_TEXTS, rateLimitMessage } from "@/lib/inquiries/texts";
import { routes } from "@/config/routes";
import { endProcess } from "../../support/process";

/**
 * The contact form posted without JavaScript (lib/inquiries/form-page.ts): the real POST /api/contact/ on the embedded
 * database answers a browser's form post with a page (303), carrying what the form shows again in cookies.
 */

const savedEnv = { ...process.env };
let root: string;
let client = 0;

const typed = { name: `Maria "No Script" <b>Santos</b>`, email: "maria@example.com", phone: "+63 917 000 1234", service: "web-design", message: "Line one <script>alert(1)</script>\nLine two & three." };

function formPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return contactPost(
    new Request("https://northtide.studio/api/contact/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html,application/xhtml+xml", "x-real-ip": `198.51.100.${++client}`, ...headers },
      body: new URLSearchParams(fields),
    }),
  );
}

/** The state the answer's cookies carry, as /contact/check/ reads it. */
function stateOf(response: Response): ContactFormState | null {
  const cookies = new Map(response.headers.getSetCookie().map((cookie) => [cookie.slice(0, cookie.indexOf("=")), cookie]));
  for (const [, cookie] of cookies) {
    expect(cookie).toContain(`Path=${routes.contactCheck}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
  }
  return decodeFormState(formStateCookieNames.map((name) => /^[^=]+=([^;]*)/.exec(cookies.get(name) ?? "")?.[1]));
}

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "northtide-form-page-"));
  process.env = { ...savedEnv, DATA_DIR: path.join(root, "data"), NEXT_PUBLIC_SITE_URL: "https://northtide.studio" };
  delete process.env.CONTACT_FORWARD_EMAIL;
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
  delete process.env.REDIS_URL;
  process.env.RATE_LIMIT_CONTACT = "2/600";
});

afterAll(async () => {
  await backgroundWorkSettled();
  await endProcess();
  process.env = savedEnv;
  rmSync(root, { recursive: true, force: true });
});

describe("the contact form posted without JavaScript", () => {
  it("is stored and answered with a 303 to /contact/sent/, clearing any state an earlier attempt left", async () => {
    const response = await formPost({ ...typed, _honey: "", _captcha: "false", _subject: CONTACT_TEXTS.subject, _autoresponse: CONTACT_TEXTS.autoresponse });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(routes.contactSent);
    expect(response.headers.getSetCookie()).toHaveLength(formStateCookieNames.length);
    for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/^contact_form\d=; Path=\/contact\/check\/; Max-Age=0/);
    expect(stateOf(response)).toBeNull();
    const db = await getEmbeddedDatabase();
    expect((await db.query<{ name: string }>("select name from public.inquiries")).rows.map((row) => row.name)).toEqual([typed.name]);
  });

  it("answers a refusal with a 303 to /contact/check/ and the messages and everything typed in its cookies", async () => {
    const response = await formPost({ ...typed, email: "not-an-address", _honey: "" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(routes.contactCheck);
    expect(stateOf(response)).toEqual({ message: expect.any(String), fields: { email: INQUIRY_MESSAGES.emailInvalid }, values: { ...typed, email: "not-an-address" } });
  });

  it("carries the rate limit's message the same way, and the JSON answer stays JSON", async () => {
    const headers = { "x-real-ip": "203.0.113.99" };
    await formPost({ ...typed, message: "one" }, headers);
    await formPost({ ...typed, message: "two" }, headers);
    const limited = await formPost({ ...typed, message: "three" }, headers);
    expect(limited.status).toBe(303);
    expect(stateOf(limited)?.message).toBe(rateLimitMessage(600));
    expect(stateOf(limited)?.values.message).toBe("three");

    const script = await formPost({ ...typed, message: "four" }, { ...headers, accept: "application/json" });
    expect(script.status).toBe(429);
    expect((await script.json()).message).toBe(rateLimitMessage(600));
  });
});

describe("the state's cookies", () => {
  const state = (message: string): ContactFormState => ({ message: CONTACT_TEXTS.storeFailed, fields: {}, values: { ...typed, message } });

  it("carry a message of the form's full length in any script, each cookie under 4 KB, all under 16 KB", () => {
    for (const message of ["a".repeat(INQUIRY_LIMITS.message), "Salamat po! ".repeat(400).slice(0, INQUIRY_LIMITS.message), "漢字かな交じり文".repeat(700).slice(0, INQUIRY_LIMITS.message), "🙂🎉 ".repeat(2000).slice(0, INQUIRY_LIMITS.message)]) {
      const chunks = encodeFormState(state(message));
      expect(chunks.every((chunk) => chunk.length < 4000)).toBe(true);
      expect(chunks.join("").length).toBeLessThan(16_000);
      expect(decodeFormState(chunks)?.values.message).toBe(message);
    }
  });

  it("keep what fits of a value no form could send, and never more than the form takes", () => {
    let seed = 7;
    const random = () => String.fromCodePoint(0x4e00 + ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 20000));
    const noise = Array.from({ length: 20_000 }, random).join("");
    const chunks = encodeFormState({ message: "x", fields: {}, values: { name: noise, message: noise } });
    expect(chunks.length).toBeLessThanOrEqual(formStateCookieNames.length);
    const decoded = decodeFormState(chunks)!;
    expect(decoded.values.name).toBe(noise.slice(0, INQUIRY_LIMITS.name));
    expect(noise.startsWith(decoded.values.message!)).toBe(true);
    expect(decoded.values.message!.length).toBeGreaterThan(1000);
  });

  it("decode to nothing when they are missing, altered or not a state", () => {
    expect(decodeFormState([])).toBeNull();
    expect(decodeFormState(["not base64 !!"])).toBeNull();
    const [first] = encodeFormState(state("hello"));
    expect(decodeFormState([first.slice(0, -4)])).toBeNull();
    expect(decodeFormState([Buffer.from("[1,2]").toString("base64url")])).toBeNull();
  });
});
