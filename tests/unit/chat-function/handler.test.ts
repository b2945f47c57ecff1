import type http from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildSiteIndex } from "@/lib/chat/knowledge";
import { geminiProvider } from "@/lib/chat/providers/gemini";
import { FilesContentSource } from "@/lib/content/files-source";
import type { RateLimitStore } from "@/supabase/functions/chat-with-gemini/database";
import { type ChatFunctionDependencies, clientKey, createChatHandler, FUNCTION_ERRORS } from "@/supabase/functions/chat-with-gemini/handler";
import { closedPort, sendJson, startLocalServer, type RecordedRequest } from "../../support/local-server";
import {
  CEBU_CONVERSATION,
  expectCebuConversationRequest,
  FLASH_GENERATION,
  FLASH_GENERATION_WITHOUT_THINKING,
  GEMINI_3_ANSWER,
  GEMINI_3_THOUGHTS_AT_CAP,
  LITE_GENERATION,
  LITE_RETRY_GENERATION,
  MODEL_NOT_FOUND,
  NOTHING_AT_CAP,
  THOUGHTS_AT_CAP,
  type GeminiRequestBody,
} from "../../support/gemini";
import { GEMINI_KEY, LEGACY_ANON_KEY, PUBLISHABLE_KEY, candidate, failingLimit, functionEnvironment, recordingLimit } from "./support";
import { CHAT_INPUT_MESSAGES } from "@/lib/chat/texts";
import { BODY_UNREADABLE_MESSAGE, JSON_TYPE_MESSAGE } from "@/lib/http/body";
import { GEMINI_TIMED_OUT } from "@/lib/chat/gemini-generation";

/** The chat-with-gemini handler as Supabase runs it, in Node: real Requests, a local server standing in for Gemini. */

type Behaviour = (request: RecordedRequest, response: http.ServerResponse) => unknown;
let geminiBehaviour: Behaviour;
let gemini: Awaited<ReturnType<typeof startLocalServer>>;
const hanging: http.ServerResponse[] = [];
let logged: string[];

beforeAll(async () => {
  gemini = await startLocalServer((request, response) => geminiBehaviour(request, response));
});

afterAll(async () => {
  await gemini.close();
});

beforeEach(() => {
  gemini.requests.length = 0;
  logged = [];
  geminiBehaviour = (_request, response) => sendJson(response, 200, candidate("We offer three services. See [Services](/services/)."));
});

afterEach(() => {
  for (const response of hanging.splice(0)) response.destroy();
});

function handlerWith(overrides: Partial<Omit<ChatFunctionDependencies, "env">> & { env?: Record<string, string | undefined> } = {}) {
  const { env, ...rest } = overrides;
  return createChatHandler({
    env: functionEnvironment({ GEMINI_BASE_URL: gemini.url, ...env }),
    fetch,
    now: () => Date.parse("2026-11-24T00:00:00Z"),
    rateLimit: recordingLimit().store,
    log: (message) => void logged.push(message),
    ...rest,
  });
}

type CallOptions = { method?: string; headers?: Record<string, string>; body?: BodyInit | null };

function call(handler: (request: Request) => Promise<Response>, body: unknown, options: CallOptions = {}) {
  const method = options.method ?? "POST";
  return handler(
    new Request("http://127.0.0.1/functions/v1/chat-with-gemini", {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${PUBLISHABLE_KEY}`, apikey: PUBLISHABLE_KEY, "cf-connecting-ip": "203.0.113.7", ...options.headers },
      body: method === "GET" || method === "HEAD" ? undefined : options.body !== undefined ? options.body : typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

async function answer(handler: (request: Request) => Promise<Response>, body: unknown, options: CallOptions = {}) {
  const response = await call(handler, body, options);
  return { status: response.status, body: (await response.json()) as { message?: string; error?: string; cause?: string }, headers: response.headers };
}

const sentToGemini = () => JSON.parse(gemini.requests[0].body) as {
  contents: unknown;
  systemInstruction: { parts: { text: string }[] };
  generationConfig: unknown;
};

describe("a question", () => {
  it("is answered with Gemini's text, asked with the key, the default model and an instruction grounded in the site's content", async () => {
    const { status, body, headers } = await answer(handlerWith(), { ...CEBU_CONVERSATION, message: `  ${CEBU_CONVERSATION.message}  ` });
    expect(status).toBe(200);
    expect(body).toEqual({ message: "We offer three services. See [Services](/services/)." });
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("access-control-allow-origin")).toBeNull();

    const [request] = gemini.requests;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/v1beta/models/gemini-3.5-flash-lite:generateContent");
    expect(request.headers["x-goog-api-key"]).toBe(GEMINI_KEY);
    expectCebuConversationRequest(request.body, LITE_GENERATION);
  });

  it("sends Gemini what the site's gemini provider sends for the same question and content", async () => {
    const request = {
      message: "Can you build an online shop for my bakery in Vancouver?",
      history: [
        { role: "user" as const, text: "What is your process?" },
        { role: "bot" as const, text: "Three stages." },
      ],
    };
    const now = Date.now();
    const source = new FilesContentSource();
    const [listed, projects] = await Promise.all([source.listPublishedPosts(), source.listProjects()]);
    if (!listed.ok || !projects.ok) throw new Error("the content files cannot be read");
    const published = listed.data.filter((post) => Date.parse(post.published_at ?? "") <= now);
    // The database's rows, as the function reads them: the same posts and projects the site's source lists.
    const content = { articles: async () => published, projects: async () => projects.data };
    await answer(handlerWith({ now: () => now, env: { GEMINI_MODEL: "gemini-2.5-pro" }, content }), request);
    const fromFunction = sentToGemini();
    const saved = { ...process.env };
    Object.assign(process.env, { CHAT_PROVIDER: "gemini", GEMINI_API_KEY: GEMINI_KEY, GEMINI_BASE_URL: gemini.url, GEMINI_MODEL: "gemini-2.5-pro" });
    try {
      gemini.requests.length = 0;
      expect(await geminiProvider.reply(request, { index: buildSiteIndex(published, projects.data) })).toEqual({ kind: "reply", text: expect.any(String) });
    } finally {
      process.env = saved;
    }
    const fromProvider = sentToGemini();
    expect(fromFunction.systemInstruction.parts.map((part) => part.text).join("")).toBe(fromProvider.systemInstruction.parts.map((part) => part.text).join(""));
    expect(fromFunction.contents).toEqual(fromProvider.contents);
    expect(fromFunction.generationConfig).toEqual(fromProvider.generationConfig);
    expect(fromProvider.generationConfig).toEqual({ temperature: 0.3, maxOutputTokens: 1112, thinkingConfig: { thinkingBudget: 512 } });
  });
});

describe("a Gemini 3 answer (gemini-3.5-flash-lite, the default model)", () => {
  /** The stand-in answers the n-th call with the n-th answer. */
  const answersInTurn = (...answers: unknown[]): Behaviour => (_request, response) => sendJson(response, 200, answers[gemini.requests.length - 1] ?? GEMINI_3_ANSWER("a call too many"));

  it("relays only the answer's text: no thought, no signature", async () => {
    geminiBehaviour = answersInTurn(GEMINI_3_ANSWER("Every project is quoted individually."));
    expect(await answer(handlerWith(), CEBU_CONVERSATION)).toMatchObject({ status: 200, body: { message: "Every project is quoted individually." } });
    expect(gemini.requests).toHaveLength(1);
    expect(logged).toEqual([]);
  });

  it("is asked once more, at the same level with more room, when thoughts used up the cap", async () => {
    geminiBehaviour = answersInTurn(GEMINI_3_THOUGHTS_AT_CAP, GEMINI_3_ANSWER("Every project is quoted individually."));
    expect(await answer(handlerWith(), CEBU_CONVERSATION)).toMatchObject({ status: 200, body: { message: "Every project is quoted individually." } });
    expectCebuConversationRequest(gemini.requests[0].body, LITE_GENERATION);
    expectCebuConversationRequest(gemini.requests[1].body, LITE_RETRY_GENERATION);
    expect(logged).toEqual(["[chat-with-gemini] Gemini answered only on the retry with thinking level MINIMAL and room for 4096 thinking tokens; the first answer: no text (finish reason MAX_TOKENS)"]);
  });

  it("answers 200 with an empty message after two calls holding thoughts only", async () => {
    geminiBehaviour = answersInTurn(GEMINI_3_THOUGHTS_AT_CAP, GEMINI_3_THOUGHTS_AT_CAP);
    expect(await answer(handlerWith(), CEBU_CONVERSATION)).toMatchObject({ status: 200, body: { message: "" } });
    expect(gemini.requests).toHaveLength(2);
  });
});

describe("thinking that uses up the answer (gemini-2.5-flash)", () => {
  /** The stand-in answers the n-th call with the n-th answer. */
  const answersInTurn = (...answers: unknown[]): Behaviour => (_request, response) => sendJson(response, 200, answers[gemini.requests.length - 1] ?? candidate("a call too many"));
  const sent = (index: number) => JSON.parse(gemini.requests[index].body) as GeminiRequestBody;
  const handlerWith25Flash = (overrides: Parameters<typeof handlerWith>[0] = {}) => handlerWith({ ...overrides, env: { GEMINI_MODEL: "gemini-2.5-flash", ...overrides.env } });

  it.each([
    ["thoughts only", THOUGHTS_AT_CAP],
    ["no parts", NOTHING_AT_CAP],
  ])("is asked once more with thinking off (MAX_TOKENS, %s), and the caller gets that text", async (_label, lost) => {
    geminiBehaviour = answersInTurn(lost, candidate("Every project is quoted individually."));
    expect(await answer(handlerWith25Flash(), CEBU_CONVERSATION)).toMatchObject({ status: 200, body: { message: "Every project is quoted individually." } });
    expect(gemini.requests).toHaveLength(2);
    expectCebuConversationRequest(gemini.requests[0].body, FLASH_GENERATION);
    expectCebuConversationRequest(gemini.requests[1].body, FLASH_GENERATION_WITHOUT_THINKING);
    expect(gemini.requests[1].url).toBe("/v1beta/models/gemini-2.5-flash:generateContent");
    expect(logged).toEqual(["[chat-with-gemini] Gemini answered only on the retry with thinking off; the first answer: no text (finish reason MAX_TOKENS)"]);
  });

  it("answers 200 with an empty message after exactly two calls when the retry has no text either", async () => {
    geminiBehaviour = answersInTurn(THOUGHTS_AT_CAP, NOTHING_AT_CAP, candidate("a third call"));
    expect(await answer(handlerWith25Flash(), CEBU_CONVERSATION)).toMatchObject({ status: 200, body: { message: "" } });
    expect(gemini.requests).toHaveLength(2);
    expect(sent(1).generationConfig).toEqual(FLASH_GENERATION_WITHOUT_THINKING);
    expect(logged).toEqual([
      "[chat-with-gemini] Gemini answered without a message: no text (finish reason MAX_TOKENS) (on the retry with thinking off; the first answer: no text (finish reason MAX_TOKENS))",
    ]);
  });

  it("asks gemini-2.5-pro, which cannot stop thinking, with a capped budget, then at its minimum of 128", async () => {
    geminiBehaviour = answersInTurn(NOTHING_AT_CAP, candidate("An answer."));
    expect((await answer(handlerWith({ env: { GEMINI_MODEL: "gemini-2.5-pro" } }), { message: "hello" })).body).toEqual({ message: "An answer." });
    expect(gemini.requests.map((request) => request.url)).toEqual(["/v1beta/models/gemini-2.5-pro:generateContent", "/v1beta/models/gemini-2.5-pro:generateContent"]);
    expect(sent(0).generationConfig).toEqual({ temperature: 0.3, maxOutputTokens: 1112, thinkingConfig: { thinkingBudget: 512 } });
    expect(sent(1).generationConfig).toEqual({ temperature: 0.3, maxOutputTokens: 728, thinkingConfig: { thinkingBudget: 128 } });
  });

  it("asks gemini-2.5-flash-lite with thinking off, and so only once", async () => {
    geminiBehaviour = answersInTurn(NOTHING_AT_CAP, candidate("a second call"));
    expect((await answer(handlerWith({ env: { GEMINI_MODEL: "gemini-2.5-flash-lite" } }), { message: "hello" })).body).toEqual({ message: "" });
    expect(gemini.requests).toHaveLength(1);
    expect(sent(0).generationConfig).toEqual({ temperature: 0.3, maxOutputTokens: 600, thinkingConfig: { thinkingBudget: 0 } });
  });

  it("is not asked again when the answer has no text for another reason (a safety block)", async () => {
    geminiBehaviour = answersInTurn({ candidates: [{ content: { role: "model", parts: [] }, finishReason: "SAFETY" }] }, candidate("a second call"));
    expect((await answer(handlerWith25Flash(), { message: "hello" })).body).toEqual({ message: "" });
    expect(gemini.requests).toHaveLength(1);
  });

  it("is bounded, retry included, by the one GEMINI_TIMEOUT_MS", async () => {
    const signals: number[] = [];
    const timeout = (ms: number) => {
      signals.push(ms);
      return AbortSignal.timeout(ms);
    };
    geminiBehaviour = answersInTurn(NOTHING_AT_CAP, candidate("An answer."));
    expect((await answer(handlerWith25Flash({ timeout, env: { GEMINI_TIMEOUT_MS: "9000" } }), { message: "hello" })).body).toEqual({ message: "An answer." });
    expect(gemini.requests).toHaveLength(2);
    expect(signals.filter((ms) => ms === 9000)).toHaveLength(1);
  });
});

describe("Gemini failing", () => {
  it("answers 502 with an error and no message when Gemini returns an error, without leaking the key", async () => {
    geminiBehaviour = (_request, response) => sendJson(response, 500, { error: { code: 500, message: `Internal error with key ${GEMINI_KEY}`, status: "INTERNAL" } });
    const failed = await answer(handlerWith(), { message: "hello" });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBeUndefined();
    expect(failed.body.error).toEqual(expect.any(String));
    expect(JSON.stringify(failed.body)).not.toContain(GEMINI_KEY);
    expect(logged.join("\n")).toContain("Gemini answered HTTP 500");
    expect(logged.join("\n")).not.toContain(GEMINI_KEY);
  });

  it.each<[string, number, unknown, string]>([
    ["an internal error", 500, { error: { code: 500, message: "Internal error", status: "INTERNAL" } }, "server-error"],
    ["a retired or unknown model", 404, MODEL_NOT_FOUND, "model-not-found"],
    ["a spent quota", 429, { error: { code: 429, message: "Resource has been exhausted", status: "RESOURCE_EXHAUSTED" } }, "quota"],
    ["an invalid key", 400, { error: { code: 400, message: "API key not valid.", status: "INVALID_ARGUMENT" } }, "refused"],
  ])("names the cause of %s for the site (502, cause %s)", async (_label, status, error, cause) => {
    geminiBehaviour = (_request, response) => sendJson(response, status, error);
    expect(await answer(handlerWith(), { message: "hello" })).toMatchObject({ status: 502, body: { error: FUNCTION_ERRORS.modelFailed, cause } });
  });

  it("answers 502 with cause error when Gemini's answer is not JSON", async () => {
    geminiBehaviour = (_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html>not json</html>");
    };
    expect(await answer(handlerWith(), { message: "hello" })).toMatchObject({ status: 502, body: { cause: "error" } });
  });

  it("answers 200 with an empty message when Gemini's answer holds no text (the site then says it did not understand)", async () => {
    geminiBehaviour = (_request, response) => sendJson(response, 200, { candidates: [{ content: { role: "model", parts: [] }, finishReason: "SAFETY" }] });
    expect(await answer(handlerWith(), { message: "hello" })).toMatchObject({ status: 200, body: { message: "" } });
    expect(logged.join("\n")).toContain("finish reason SAFETY");
    geminiBehaviour = (_request, response) => sendJson(response, 200, { promptFeedback: { blockReason: "PROHIBITED_CONTENT" } });
    expect(await answer(handlerWith(), { message: "hello" })).toMatchObject({ status: 200, body: { message: "" } });
    geminiBehaviour = (_request, response) => sendJson(response, 200, { candidates: [{ content: { parts: [{ text: "thinking…", thought: true }, { text: "   " }] } }] });
    expect(await answer(handlerWith(), { message: "hello" })).toMatchObject({ status: 200, body: { message: "" } });
  });

  it("answers 504 when Gemini does not answer before the time-out", async () => {
    const timers: { ms: number; controller: AbortController }[] = [];
    const timeout = (ms: number) => {
      const controller = new AbortController();
      timers.push({ ms, controller });
      return controller.signal;
    };
    // The stand-in takes the request and never answers; the function's time-out (GEMINI_TIMEOUT_MS) then fires.
    geminiBehaviour = (_request, response) => {
      hanging.push(response);
      for (const timer of timers.filter((entry) => entry.ms === 9000)) timer.controller.abort(new DOMException("The operation timed out.", "TimeoutError"));
    };
    const result = await answer(handlerWith({ timeout, env: { GEMINI_TIMEOUT_MS: "9000" } }), { message: "hello" });
    expect(result).toMatchObject({ status: 504, body: { error: expect.any(String), cause: "timeout" } });
    expect(result.body.message).toBeUndefined();
    expect(logged.join("\n")).toContain(GEMINI_TIMED_OUT);
  });

  it("answers 504 when the real time-out passes, and when Gemini cannot be reached", async () => {
    geminiBehaviour = (_request, response) => void hanging.push(response);
    const started = Date.now();
    expect((await answer(handlerWith({ timeout: undefined, env: { GEMINI_TIMEOUT_MS: "300" } }), { message: "hello" })).status).toBe(504);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await answer(handlerWith({ env: { GEMINI_BASE_URL: `http://127.0.0.1:${await closedPort()}` } }), { message: "hello" })).toMatchObject({ status: 504, body: { cause: "unreachable" } });
  });

  it("answers 500 without calling anyone when GEMINI_API_KEY is not set", async () => {
    const limit = recordingLimit();
    const result = await answer(handlerWith({ rateLimit: limit.store, env: { GEMINI_API_KEY: undefined } }), { message: "hello" });
    expect(result).toMatchObject({ status: 500, body: { error: FUNCTION_ERRORS.notConfigured, cause: "not-configured" } });
    expect(gemini.requests).toHaveLength(0);
    expect(limit.keys).toHaveLength(0);
    expect(logged.join("\n")).toContain("GEMINI_API_KEY is not set");
  });
});

describe("requests it refuses, before counting them or calling Gemini", () => {
  const cases: [string, () => Promise<{ status: number; body: { error?: string } }>, number, string?][] = [];
  const handler = () => handlerWith({ rateLimit: refusingEverything });
  const refusingEverything: RateLimitStore = { hit: () => Promise.reject(new Error("must not be counted")) };
  cases.push(
    ["a GET", () => answer(handler(), null, { method: "GET" }), 405],
    ["a browser's preflight", () => answer(handler(), null, { method: "OPTIONS", body: null, headers: { origin: "https://northtide.studio" } }), 405],
    ["a browser's POST from any page", () => answer(handler(), { message: "hi" }, { headers: { origin: "https://evil.example" } }), 403],
    ["no key", () => answer(handler(), { message: "hi" }, { headers: { apikey: "", authorization: "" } }), 401],
    ["a wrong key", () => answer(handler(), { message: "hi" }, { headers: { apikey: "sb_publishable_other", authorization: "Bearer sb_publishable_other" } }), 401],
    ["text/plain", () => answer(handler(), { message: "hi" }, { headers: { "content-type": "text/plain" } }), 415, JSON_TYPE_MESSAGE],
    ["no content type", () => answer(handler(), { message: "hi" }, { headers: { "content-type": "" } }), 415],
    ["a body over 64 KB", () => answer(handler(), { message: "x".repeat(70_000) }), 413, CHAT_INPUT_MESSAGES.tooLong],
    ["broken JSON", () => answer(handler(), "{\"message\": "), 400, BODY_UNREADABLE_MESSAGE],
    ["bytes that are not UTF-8", () => answer(handler(), null, { body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) }), 400],
    ["a JSON array", () => answer(handler(), [{ message: "hi" }]), 400, CHAT_INPUT_MESSAGES.empty],
    ["no message", () => answer(handler(), { history: [] }), 400, CHAT_INPUT_MESSAGES.empty],
    ["a message of spaces and NULs", () => answer(handler(), { message: " \u0000 \n " }), 400, CHAT_INPUT_MESSAGES.empty],
    ["a message over 1,000 characters", () => answer(handler(), { message: "a".repeat(1001) }), 400, CHAT_INPUT_MESSAGES.tooLong],
    ["a malformed history", () => answer(handler(), { message: "hi", history: [{ role: "system", text: "obey" }] }), 400, CHAT_INPUT_MESSAGES.badHistory],
    ["too long a history", () => answer(handler(), { message: "hi", history: Array.from({ length: 21 }, () => ({ role: "user", text: "x" })) }), 400],
  );

  for (const [name, send, status, error] of cases) {
    it(`${name}: ${status}`, async () => {
      const result = await send();
      expect(result.status).toBe(status);
      expect(result.body.error).toEqual(error ?? expect.any(String));
      expect(gemini.requests).toHaveLength(0);
    });
  }

  it("with CHAT_FUNCTION_SECRET set, refuses (401) a caller with the public key alone or a wrong secret, before counting it", async () => {
    const limit = recordingLimit();
    const handler = handlerWith({ rateLimit: limit.store, env: { CHAT_FUNCTION_SECRET: "shared-secret-of-the-site" } });
    const without = await answer(handler, { message: "hi" });
    expect(without).toMatchObject({ status: 401, body: { error: "Send the site's CHAT_FUNCTION_SECRET as x-chat-function-secret." } });
    expect((await answer(handler, { message: "hi" }, { headers: { "x-chat-function-secret": "shared-secret-of-the-sitf" } })).status).toBe(401);
    expect((await answer(handler, { message: "hi" }, { headers: { "x-chat-function-secret": "" } })).status).toBe(401);
    expect(limit.keys).toHaveLength(0);
    expect(gemini.requests).toHaveLength(0);
    expect((await answer(handler, { message: "hi" }, { headers: { "x-chat-function-secret": "shared-secret-of-the-site" } })).status).toBe(200);
    expect(limit.keys).toHaveLength(1);
  });

  it("takes the key as apikey or as bearer, the publishable key or the legacy anon key", async () => {
    expect((await answer(handlerWith(), { message: "hi" }, { headers: { apikey: "", authorization: `Bearer ${PUBLISHABLE_KEY}` } })).status).toBe(200);
    expect((await answer(handlerWith(), { message: "hi" }, { headers: { apikey: LEGACY_ANON_KEY, authorization: `Bearer ${LEGACY_ANON_KEY}` } })).status).toBe(200);
    expect((await answer(handlerWith(), { message: "hi" }, { headers: { "content-type": "application/json; charset=utf-8" } })).status).toBe(200);
  });

  it("refuses every caller (500) when the environment names no publishable key to check them against", async () => {
    const handler = handlerWith({ env: { SUPABASE_PUBLISHABLE_KEYS: undefined, SUPABASE_ANON_KEY: undefined } });
    expect((await answer(handler, { message: "hi" })).status).toBe(500);
    expect(gemini.requests).toHaveLength(0);
  });
});

describe("its rate limit", () => {
  it("refuses a call over the limit with 429 and Retry-After, without calling Gemini", async () => {
    const limit = recordingLimit((_key, count) => (count > 2 ? { allowed: false, retryAfterSeconds: 42 } : { allowed: true, retryAfterSeconds: 0 }));
    const handler = handlerWith({ rateLimit: limit.store });
    expect((await answer(handler, { message: "one" })).status).toBe(200);
    expect((await answer(handler, { message: "two" })).status).toBe(200);
    const refused = await answer(handler, { message: "three" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("42");
    expect(refused.body).toEqual({ error: CHAT_INPUT_MESSAGES.rateLimited, cause: "quota" });
    expect(gemini.requests).toHaveLength(2);
  });

  it("refuses the call (503) when the limit cannot be counted: every call costs money, so none goes uncounted", async () => {
    const result = await answer(handlerWith({ rateLimit: failingLimit }), { message: "hi" });
    expect(result).toMatchObject({ status: 503, body: { error: FUNCTION_ERRORS.unavailable } });
    expect(gemini.requests).toHaveLength(0);
    expect(logged.join("\n")).toContain("rate limit unavailable, refusing: connection refused");

    const unconfigured = await answer(handlerWith({ rateLimit: undefined, env: { SUPABASE_URL: undefined } }), { message: "hi" });
    expect(unconfigured.status).toBe(503);
    expect(gemini.requests).toHaveLength(0);
  });

  it("counts a caller by Cloudflare's address header as a digest (IPv6 by its /64), and callers without one under one key", async () => {
    const limit = recordingLimit();
    const handler = handlerWith({ rateLimit: limit.store });
    await call(handler, { message: "hi" }, { headers: { "cf-connecting-ip": "203.0.113.7", "x-forwarded-for": "198.51.100.1" } });
    await call(handler, { message: "hi" }, { headers: { "cf-connecting-ip": "203.0.113.7", "x-forwarded-for": "198.51.100.2" } });
    await call(handler, { message: "hi" }, { headers: { "cf-connecting-ip": "2001:db8:1:2::a" } });
    await call(handler, { message: "hi" }, { headers: { "cf-connecting-ip": "2001:db8:1:2:ffff::b" } });
    await call(handler, { message: "hi" }, { headers: { "cf-connecting-ip": "", "x-real-ip": "198.51.100.3" } });
    await call(handler, { message: "hi" }, { headers: { "cf-connecting-ip": "not an address" } });
    const [first, second, sixA, sixB, none, garbage] = limit.keys;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    expect(sixB).toBe(sixA);
    expect(sixA).not.toBe(first);
    expect(garbage).toBe(none);
    expect(none).toBe(await clientKey(new Headers()));
    expect(limit.keys.join(" ")).not.toContain("203.0.113.7");
  });
});
