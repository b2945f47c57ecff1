/**
 * The `chat-with-gemini` Edge Function: POST `{message, history?}` answers `{message}` (200) or `{error}` with a status
 * that says what went wrong. Its caller is the site's server (lib/chat/providers/supabase-function.ts), which shows the
 * visitor its own texts (docs/product.md, "Error catalogue"): a 504 from here reads as "no answer in time", any other
 * failure as "something went wrong", and a 200 with an empty message as "did not understand".
 *
 * Plain TypeScript with no Deno global: the environment, fetch, the clock and the stores come in as arguments, so that
 * Vitest runs it in Node (tests/unit/chat-function/) and index.ts only wires it to Deno.serve.
 */
import { causeOfGeminiAnswer } from "../../../lib/chat/failure-cause.ts";
import { askGemini, geminiGenerationFor } from "../../../lib/chat/gemini-generation.ts";
import { DEFAULT_GEMINI_MODEL, groundingFor, systemInstruction, toContents } from "../../../lib/chat/gemini-request.ts";
import type { SiteIndex } from "../../../lib/chat/retrieval.ts";
import { parseChatRequest } from "../../../lib/chat/schema.ts";
import { ASSISTANT_IDENTITY, CHAT_INPUT_MESSAGES, CHAT_LIMITS } from "../../../lib/chat/texts.ts";
import { parseAddress, rateLimitKey } from "../../../lib/client-address/source.ts";
import { BodyError, readJsonBody } from "../../../lib/http/body.ts";
import { CALLER_SECRET_HEADER, callerSecret, DATABASE_TIMEOUT_MS, publicKeys, readSettings, serverKey, type Environment } from "./config.ts";
import { databaseContent, databaseRateLimit, type PublishedContent, type RateLimitStore, type RateLimitVerdict } from "./database.ts";
import { generateContent } from "./gemini.ts";
import { noPublishedContent, siteIndexProvider } from "./knowledge.ts";

export type ChatFunctionDependencies = {
  env: Environment;
  fetch: typeof fetch;
  /** Milliseconds since the epoch: which posts are published, when the index is rebuilt. */
  now: () => number;
  /** A signal that aborts after `ms` (AbortSignal.timeout unless a test passes one it aborts itself). */
  timeout?: (ms: number) => AbortSignal;
  /** The rate limit; by default the database's chat_function_hit, shared by every isolate. */
  rateLimit?: RateLimitStore;
  /** Where posts and projects come from; by default as CHAT_CONTENT says. */
  content?: PublishedContent;
  log?: (message: string) => void;
};

/**
 * The header naming the caller's address: Cloudflare, in front of Supabase's API, sets it to the address that connected
 * to it. Supabase documents no client-address header as one a caller cannot choose, and a caller can come through
 * many addresses (Cloudflare's own, from a Worker), so the per-caller count is a fair share, not a defence: the
 * function-wide budget is what bounds the cost, whoever the callers say they are.
 */
export const CLIENT_ADDRESS_HEADER = "cf-connecting-ip";

/** The function's own errors, which the site logs (the visitor reads the site's CHAT_ERROR_TEXTS). */
export const FUNCTION_ERRORS = {
  notConfigured: "The assistant is not configured.",
  unavailable: "The assistant is unavailable right now.",
  modelFailed: "The assistant's model answered with an error.",
  modelTimedOut: "The assistant's model did not answer in time.",
} as const;

const json = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers } });

/** The key a caller is counted under: a digest of its address (its /64 for IPv6), so that the table holds no address. */
export async function clientKey(headers: Headers): Promise<string> {
  const key = rateLimitKey(parseAddress(headers.get(CLIENT_ADDRESS_HEADER)));
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Compares digests, so the time taken says nothing about how much of the secret was right. */
async function sameSecret(given: string | null, expected: string): Promise<boolean> {
  const digest = async (value: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)));
  const [a, b] = await Promise.all([digest(given ?? ""), digest(expected)]);
  let difference = given === null ? 1 : 0;
  for (let index = 0; index < a.length; index += 1) difference |= a[index] ^ b[index];
  return difference === 0;
}

function presentedKey(headers: Headers): string | null {
  const apikey = headers.get("apikey")?.trim();
  if (apikey) return apikey;
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.get("authorization")?.trim() ?? "");
  return bearer ? bearer[1] : null;
}

export function createChatHandler(dependencies: ChatFunctionDependencies): (request: Request) => Promise<Response> {
  const { env, now } = dependencies;
  const log = dependencies.log ?? ((message: string) => console.error(message));
  const timeout = dependencies.timeout ?? ((ms: number) => AbortSignal.timeout(ms));
  const settings = readSettings(env);

  const databaseKey = serverKey(env);
  const rateLimit: RateLimitStore =
    dependencies.rateLimit ??
    (settings.supabaseUrl && databaseKey
      ? databaseRateLimit(
          { fetch: dependencies.fetch, url: settings.supabaseUrl, key: databaseKey, timeout: () => timeout(DATABASE_TIMEOUT_MS) },
          { client: settings.clientLimit, global: settings.globalLimit },
        )
      : { hit: () => Promise.reject(new Error("SUPABASE_URL or the project's secret key is not set")) });

  const readKey = publicKeys(env)[0];
  const notConfigured = () => Promise.reject(new Error("SUPABASE_URL or the project's publishable key is not set"));
  const content: PublishedContent =
    dependencies.content ??
    (settings.content === "none"
      ? noPublishedContent
      : settings.supabaseUrl && readKey
        ? databaseContent({ fetch: dependencies.fetch, url: settings.supabaseUrl, key: readKey, timeout: () => timeout(DATABASE_TIMEOUT_MS) })
        : { articles: notConfigured, projects: notConfigured });
  const siteIndex: () => Promise<SiteIndex> = siteIndexProvider(content, now, log);
  const accepted = publicKeys(env);
  const requiredSecret = callerSecret(env);

  async function handle(request: Request): Promise<Response> {
    if (request.method !== "POST") return json(405, { error: "Only POST is accepted." }, { Allow: "POST" });
    // The site calls from its server; a browser (which always names its page's origin on a POST) has no business here.
    if (request.headers.has("origin")) return json(403, { error: "Browsers may not call this function; the site's /api/chat/ is the way in." });

    if (accepted.length === 0) {
      log("[chat-with-gemini] no publishable or anon key in the environment to check callers against");
      return json(500, { error: FUNCTION_ERRORS.notConfigured, cause: "not-configured" });
    }
    const presented = presentedKey(request.headers);
    if (!presented || !accepted.includes(presented)) return json(401, { error: "Send the project's publishable key as apikey." });
    if (requiredSecret && !(await sameSecret(request.headers.get(CALLER_SECRET_HEADER), requiredSecret))) {
      return json(401, { error: `Send the site's CHAT_FUNCTION_SECRET as ${CALLER_SECRET_HEADER}.` });
    }

    let body: unknown;
    try {
      body = await readJsonBody(request, CHAT_LIMITS.bodyBytes);
    } catch (error) {
      if (error instanceof BodyError) return json(error.status, { error: error.status === 413 ? CHAT_INPUT_MESSAGES.tooLong : error.message });
      throw error;
    }
    const parsed = parseChatRequest(body);
    if (!parsed.ok) return json(400, { error: parsed.message });

    if (!settings.geminiApiKey) {
      log("[chat-with-gemini] GEMINI_API_KEY is not set (supabase secrets set GEMINI_API_KEY=...)");
      return json(500, { error: FUNCTION_ERRORS.notConfigured, cause: "not-configured" });
    }

    // A paid call: when the count cannot be had, the call is refused rather than let through uncounted.
    let verdict: RateLimitVerdict;
    try {
      verdict = await rateLimit.hit(await clientKey(request.headers));
    } catch (error) {
      log(`[chat-with-gemini] rate limit unavailable, refusing: ${error instanceof Error ? error.message : String(error)}`);
      return json(503, { error: FUNCTION_ERRORS.unavailable, cause: "server-error" });
    }
    if (!verdict.allowed) {
      return json(429, { error: CHAT_INPUT_MESSAGES.rateLimited, cause: "quota" }, { "Retry-After": String(Math.max(1, Math.ceil(verdict.retryAfterSeconds))) });
    }

    const model = settings.geminiModel ?? DEFAULT_GEMINI_MODEL;
    const question = {
      fetch: dependencies.fetch,
      apiKey: settings.geminiApiKey,
      model,
      baseUrl: settings.geminiBaseUrl,
      systemInstruction: systemInstruction(groundingFor(await siteIndex(), parsed.request), ASSISTANT_IDENTITY),
      contents: toContents(parsed.request, CHAT_LIMITS.historySent),
      // GEMINI_TIMEOUT_MS bounds the whole answer, a retry included.
      signal: timeout(settings.geminiTimeoutMs),
    };
    const outcome = await askGemini(
      geminiGenerationFor(model),
      (generationConfig) => generateContent({ ...question, generationConfig }),
      (message) => log(`[chat-with-gemini] ${message}`),
    );
    switch (outcome.kind) {
      case "reply":
        return json(200, { message: outcome.text });
      case "empty":
        log(`[chat-with-gemini] Gemini answered without a message: ${outcome.detail}`);
        return json(200, { message: "" });
      case "failed":
        log(`[chat-with-gemini] ${outcome.detail}`);
        return json(502, { error: FUNCTION_ERRORS.modelFailed, cause: causeOfGeminiAnswer(outcome) });
      case "unreachable":
        log(`[chat-with-gemini] Gemini unreachable: ${outcome.detail}`);
        return json(504, { error: FUNCTION_ERRORS.modelTimedOut, cause: causeOfGeminiAnswer(outcome) });
    }
  }

  return async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      log(`[chat-with-gemini] failed: ${error instanceof Error ? error.message : String(error)}`);
      return json(500, { error: "Something went wrong." });
    }
  };
}
