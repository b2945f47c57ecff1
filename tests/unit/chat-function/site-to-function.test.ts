import type http from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { POST as chatPost } from "@/app/api/chat/route";
import type { ChatFailureCause } from "@/lib/chat/failure-cause";
import { localReply } from "@/lib/chat/providers/local";
import { getSiteIndex } from "@/lib/chat/site-index";
import { backgroundWorkSettled } from "@/lib/inquiries/background";
import { getEmbeddedDatabase } from "@/lib/inquiries/embedded-db";
import { healthReport } from "@/lib/server/health";
import type { RateLimitVerdict } from "@/supabase/functions/chat-with-gemini/database";
import { createChatHandler } from "@/supabase/functions/chat-with-gemini/handler";
import { MODEL_NOT_FOUND } from "../../support/gemini";
import { sendJson, startLocalServer, type RecordedRequest } from "../../support/local-server";
import { endProcess } from "../../support/process";
import { PUBLISHABLE_KEY, candidate, functionEnvironment, serveFetchHandler } from "./support";
import { CHAT_SUGGESTIONS } from "@/lib/chat/texts";

/**
 * The whole way: a visitor's POST /api/chat/ (the real route, CHAT_PROVIDER=supabase) reaches the chat-with-gemini
 * handler served over HTTP, which asks a Gemini stand-in. When the function gives no answer, the visitor still gets the
 * site's local one, and /api/health/ names the cause the function sent.
 */

const savedEnv = { ...process.env };
type Behaviour = (request: RecordedRequest, response: http.ServerResponse) => unknown;
let geminiBehaviour: Behaviour;
let verdict: RateLimitVerdict;
let gemini: Awaited<ReturnType<typeof startLocalServer>>;
let chatFunction: Awaited<ReturnType<typeof serveFetchHandler>>;
const hanging: http.ServerResponse[] = [];
const seenByFunction: Request[] = [];
let clientNumber = 0;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "northtide-site-to-function-"));
  gemini = await startLocalServer((request, response) => geminiBehaviour(request, response));
  const handler = createChatHandler({
    env: functionEnvironment({ GEMINI_BASE_URL: gemini.url, GEMINI_TIMEOUT_MS: "300" }),
    fetch,
    now: Date.now,
    rateLimit: { hit: async () => verdict },
    log: () => undefined,
  });
  chatFunction = await serveFetchHandler((request) => {
    seenByFunction.push(request.clone());
    return handler(request);
  });
});

afterAll(async () => {
  await chatFunction.close();
  await gemini.close();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  // The site's failures are recorded in its embedded database (no service-role key), the file's own.
  process.env = {
    ...savedEnv,
    CHAT_PROVIDER: "supabase",
    NEXT_PUBLIC_SUPABASE_URL: chatFunction.url,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    CHAT_TIMEOUT_MS: "5000",
    CONTENT_SOURCE: "files",
    DATA_DIR: path.join(root, "data"),
  };
  for (const name of ["REDIS_URL", "SUPABASE_SERVICE_ROLE_KEY", "ALERT_WEBHOOK_URL", "RESEND_API_KEY"]) delete process.env[name];
  delete process.env.RATE_LIMIT_CHAT;
  verdict = { allowed: true, retryAfterSeconds: 0 };
  geminiBehaviour = (_request, response) => sendJson(response, 200, candidate("We build websites. See [Services](/services/)."));
  gemini.requests.length = 0;
  seenByFunction.length = 0;
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(async () => {
  for (const response of hanging.splice(0)) response.destroy();
  await endProcess();
  vi.restoreAllMocks();
  process.env = { ...savedEnv };
});

async function visitorAsks(message: string) {
  const response = await chatPost(
    new Request("http://localhost/api/chat/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-real-ip": `198.51.100.${(clientNumber++ % 250) + 1}` },
      body: JSON.stringify({ message, history: [] }),
    }),
  );
  return { status: response.status, body: (await response.json()) as { message: string; error?: string } };
}

describe("the site's chat through the chat-with-gemini function", () => {
  it("shows Gemini's answer; the site's server reaches the function as a server (no Origin) with the publishable key", async () => {
    expect(await visitorAsks("What do you build?")).toEqual({ status: 200, body: { message: "We build websites. See [Services](/services/)." } });
    const [request] = seenByFunction;
    expect(request.headers.get("origin")).toBeNull();
    expect(request.headers.get("apikey")).toBe(PUBLISHABLE_KEY);
    expect(await request.json()).toEqual({ message: "What do you build?" });
    expect(gemini.requests).toHaveLength(1);
  });

  it("sends CHAT_FUNCTION_SECRET in x-chat-function-secret when the site has one, and nothing of the kind otherwise", async () => {
    await visitorAsks("What do you build?");
    expect(seenByFunction[0].headers.get("x-chat-function-secret")).toBeNull();
    process.env.CHAT_FUNCTION_SECRET = "shared-secret-of-the-site";
    seenByFunction.length = 0;
    await visitorAsks("And AI automation?");
    expect(seenByFunction[0].headers.get("x-chat-function-secret")).toBe("shared-secret-of-the-site");
  });

  it.each<[string, Behaviour | null, ChatFailureCause]>([
    ["Gemini fails", (_request, response) => sendJson(response, 500, { error: { code: 500, message: "Internal", status: "INTERNAL" } }), "server-error"],
    ["Gemini no longer knows the model", (_request, response) => sendJson(response, 404, MODEL_NOT_FOUND), "model-not-found"],
    ["Gemini answers without text", (_request, response) => sendJson(response, 200, { candidates: [{ content: { parts: [] }, finishReason: "SAFETY" }] }), "empty-reply"],
    ["Gemini does not answer within the function's time-out", (_request, response) => void hanging.push(response), "timeout"],
    ["the function's own limit refuses the call", null, "quota"],
  ])("answers with the site's local assistant when %s, and /api/health/ names the cause the function gave", async (_label, behaviour, cause) => {
    await (await getEmbeddedDatabase()).exec("delete from public.chat_incidents; delete from public.chat_upstream;");
    if (behaviour) geminiBehaviour = behaviour;
    else verdict = { allowed: false, retryAfterSeconds: 30 };
    expect(await visitorAsks(CHAT_SUGGESTIONS[1])).toEqual({ status: 200, body: { message: localReply(await getSiteIndex(), CHAT_SUGGESTIONS[1]) } });
    await backgroundWorkSettled();
    expect((await healthReport()).chat).toMatchObject({ provider: "supabase", state: "degraded", lastFailure: { cause, provider: "supabase" } });
  });
});
