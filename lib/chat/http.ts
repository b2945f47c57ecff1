import "server-only";
import { BodyError, readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/responses";
import { requestClientKey } from "@/lib/client-address";
import { CROSS_SITE_MESSAGE, sameOriginVerdict } from "@/lib/security/same-origin";
import { site } from "@/config/site";
import { chatRateLimit } from "@/lib/rate-limit/policies";
import { chatProvider } from "./providers";
import { parseChatRequest } from "./schema";
import { getSiteIndex } from "./site-index";
import { CHAT_ERROR_TEXTS, CHAT_INPUT_MESSAGES, CHAT_LIMITS } from "./texts";

/**
 * POST /api/chat/ with `{message, history?}` answers `{message}`. Whatever goes wrong upstream, the answer
 * still carries the text the panel shows (docs/product.md, "Error catalogue"), with a status and an `error` code saying what it was.
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
  try {
    const result = await provider.reply(parsed.request, { index: await getSiteIndex(), signal: request.signal });
    switch (result.kind) {
      case "reply":
        return jsonResponse(200, { message: result.text });
      case "empty":
        console.warn(`[chat] ${provider.name} answered without a message${result.detail ? `: ${result.detail}` : ""}`);
        return jsonResponse(502, { message: CHAT_ERROR_TEXTS.empty, error: "empty_reply" });
      case "failed":
        console.error(`[chat] ${provider.name} failed: ${result.detail}`);
        return jsonResponse(502, { message: CHAT_ERROR_TEXTS.failed, error: "upstream_error" });
      case "unreachable":
        console.error(`[chat] ${provider.name} unreachable: ${result.detail}`);
        return jsonResponse(504, { message: CHAT_ERROR_TEXTS.exception, error: "upstream_unreachable" });
    }
  } catch (error) {
    console.error(`[chat] ${provider.name} threw:`, error instanceof Error ? error.message : error);
    return jsonResponse(500, { message: CHAT_ERROR_TEXTS.failed, error: "internal_error" });
  }
}
