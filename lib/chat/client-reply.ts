import { CHAT_ERROR_TEXTS } from "./texts";
import { browserRoutes } from "@/config/browser-routes";

/**
 * The bot line the panel shows for an answer of POST /api/chat/ (docs/product.md, "Error catalogue"): the answer's `message` when
 * there is one (the server puts the catalogue's text there for its own errors); otherwise "something went wrong" for an
 * error status or an `error` field, and "did not understand" for a success without a message.
 */
async function chatReplyText(response: Response): Promise<string> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const answer = body && typeof body === "object" ? (body as { message?: unknown; error?: unknown }) : null;
  const message = typeof answer?.message === "string" ? answer.message.trim() : "";
  if (message) return message;
  if (!response.ok || answer?.error) return CHAT_ERROR_TEXTS.failed;
  return CHAT_ERROR_TEXTS.empty;
}

/** Sends one message; never throws: a network failure becomes the catalogue's exception text. */
export async function sendChatMessage(message: string, history: { role: "user" | "bot"; text: string }[], signal?: AbortSignal): Promise<string> {
  try {
    const response = await fetch(browserRoutes.api.chat, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ message, history }),
      signal,
    });
    return await chatReplyText(response);
  } catch {
    return CHAT_ERROR_TEXTS.exception;
  }
}
