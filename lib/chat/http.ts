import "server-only";
import { BodyError, readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/responses";
import { requestClientKey } from "@/lib/client-address";
import { CROSS_SITE_MESSAGE, sameOriginVerdict } from "@/lib/security/same-origin";
import type { ChatDecision } from "@/config/env";
import { serverEnvironment } from "@/config/server-env";
import { site } from "@/config/site";
import { chatRateLimit } from "@/lib/rate-limit/policies";
import { recordChatAnswer, recordChatFailure, recordInBackground } from "./incidents";
import { geminiProvider } from "./providers/gemini";
import { localProvider } from "./providers/local";
import { supabaseFunctionProvider } from "./providers/supabase-function";
import type { ChatProvider, ProviderContext, ProviderResult } from "./providers/types";
import { parseChatRequest, type ChatRequest } from "./schema";
import { getSiteIndex } from "./site-index";
import { CHAT_ERROR_TEXTS, CHAT_INPUT_MESSAGES, CHAT_LIMITS } from "./texts";

/** CHAT_PROVIDER picks the assistant: local (default), gemini or supabase (config/env.ts decides; an unknown value fails the build and the start). */
export function chatProvider(decision: ChatDecision = serverEnvironment().chat): ChatProvider {
  const { provider } = decision;
  if (provider === "gemini") return geminiProvider;
  if (provider === "supabase") return supabaseFunctionProvider;
  return localProvider;
}

/**
 * POST /api/chat/ with `{message, history?}` answers `{message}`. When the hosted assistant (Gemini, or the Supabase
 * function) gives no answer, the local assistant answers the same question from the site's own content, the log says
 * so, and the failure is recorded (lib/chat/incidents.ts: /api/health/ and one alert per cause and day). The texts of
 * docs/product.md's error catalogue, with a status and an `error` code, remain for when nothing can answer.
 */
export async function handleChatPost(request: Request): Promise<Response> {
  if (!sameOriginVerdict(request.headers, site.host).ok) return jsonResponse(403, { message: CROSS_SITE_MESSAGE, error: "cross_site" });
  let body: unknown;
  try {
    body = await readJsonBody(request, CHAT_LIMITS.bodyBytes);
  } catch (error) {
    if (error instanceof BodyError) return jsonResponse(error.status, { message: error.status === 413 ? CHAT_INPUT_MESSAGES.tooLong : error.message, error: "bad_request" });
    throw error;
  }
  const parsed = parseChatRequest(body);
  if (!parsed.ok) return jsonResponse(400, { message: parsed.message, error: "bad_request" });

  const limit = await chatRateLimit().hit(requestClientKey(request.headers));
  if (!limit.allowed) {
    return jsonResponse(429, { message: CHAT_INPUT_MESSAGES.rateLimited, error: "rate_limited" }, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  const provider = chatProvider();
  let context: ProviderContext;
  try {
    context = { index: await getSiteIndex(), signal: request.signal };
  } catch (error) {
    console.error("[chat] the site's content could not be read, so nothing can answer:", error instanceof Error ? error.message : error);
    return jsonResponse(500, { message: CHAT_ERROR_TEXTS.failed, error: "internal_error" });
  }
  const result = await replyOf(provider, parsed.request, context);
  if (result.kind === "reply") {
    if (provider.name !== "local") recordInBackground("answer", () => recordChatAnswer());
    return jsonResponse(200, { message: result.text });
  }
  if (provider.name !== "local") {
    const failure = { provider: provider.name, cause: result.cause, detail: result.detail };
    recordInBackground("failure", () => recordChatFailure(failure));
    const fallback = await replyOf(localProvider, parsed.request, context);
    if (fallback.kind === "reply") {
      console.warn(`[chat] ${provider.name} gave no answer (${result.cause}: ${result.detail}); the local assistant answered instead`);
      return jsonResponse(200, { message: fallback.text });
    }
  }
  console.error(`[chat] ${provider.name} gave no answer (${result.cause}: ${result.detail}), and nothing answered instead`);
  return unansweredResponse(result);
}

/** The provider's result; an exception is a failure like any other, with cause "error". */
async function replyOf(provider: ChatProvider, request: ChatRequest, context: ProviderContext): Promise<ProviderResult> {
  try {
    return await provider.reply(request, context);
  } catch (error) {
    return { kind: "failed", cause: "error", detail: `${provider.name} threw: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The error catalogue's answer to a failure nothing else answered; an exception is a 500. */
function unansweredResponse(result: Exclude<ProviderResult, { kind: "reply" }>): Response {
  if (result.cause === "error" && result.kind === "failed") return jsonResponse(500, { message: CHAT_ERROR_TEXTS.failed, error: "internal_error" });
  switch (result.kind) {
    case "empty":
      return jsonResponse(502, { message: CHAT_ERROR_TEXTS.empty, error: "empty_reply" });
    case "failed":
      return jsonResponse(502, { message: CHAT_ERROR_TEXTS.failed, error: "upstream_error" });
    case "unreachable":
      return jsonResponse(504, { message: CHAT_ERROR_TEXTS.exception, error: "upstream_unreachable" });
  }
}
