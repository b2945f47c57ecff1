/**
 * The chat's input, `{message, history?}`, for the site's endpoint and the chat-with-gemini Edge Function alike (which
 * is why it is checked by hand, without zod, and imports by relative paths with their extension). The message is
 * cleaned (lib/text/clean-text.ts), then must be 1 to 1,000 characters; the history, when sent, is at most 20 entries
 * of {role: "user" | "bot", text of at most 2,000 characters}, cleaned, blank entries dropped.
 */
import { cleanMultiLine } from "../text/clean-text.ts";
import { CHAT_INPUT_MESSAGES, CHAT_LIMITS, type ChatHistoryEntry } from "./texts.ts";

export type ChatRequest = { message: string; history: ChatHistoryEntry[] };

export type ParsedChatRequest = { ok: true; request: ChatRequest } | { ok: false; message: string };

const refuse = (message: string): ParsedChatRequest => ({ ok: false, message });

function historyEntries(value: unknown): ChatHistoryEntry[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > CHAT_LIMITS.historyEntries) return null;
  const entries: ChatHistoryEntry[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) return null;
    const { role, text } = entry as Record<string, unknown>;
    if ((role !== "user" && role !== "bot") || typeof text !== "string" || text.length > CHAT_LIMITS.historyText) return null;
    entries.push({ role, text: cleanMultiLine(text) });
  }
  return entries.filter((entry) => entry.text);
}

/** `{message, history?}`: the message cleaned and bounded, the history bounded in entries and length. */
export function parseChatRequest(body: unknown): ParsedChatRequest {
  if (!body || typeof body !== "object" || Array.isArray(body)) return refuse(CHAT_INPUT_MESSAGES.empty);
  const fields = body as Record<string, unknown>;
  if (typeof fields.message !== "string") return refuse(CHAT_INPUT_MESSAGES.empty);
  const message = cleanMultiLine(fields.message);
  if (!message) return refuse(CHAT_INPUT_MESSAGES.empty);
  if (message.length > CHAT_LIMITS.message) return refuse(CHAT_INPUT_MESSAGES.tooLong);
  const history = historyEntries(fields.history);
  if (!history) return refuse(CHAT_INPUT_MESSAGES.badHistory);
  return { ok: true, request: { message, history } };
}
