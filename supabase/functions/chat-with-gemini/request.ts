/**
 * The function's input: `{message, history?}`, bounded and cleaned exactly as the site's chat endpoint does it
 * (lib/chat/schema.ts, which needs zod and so cannot come here; tests/unit/chat-function/request.test.ts holds the two to
 * the same verdict on generated input). The message is cleaned (lib/text/clean-text.ts), then must be 1 to 1,000 characters;
 * the history, when sent, is at most 20 entries of {role: "user" | "bot", text of at most 2,000 characters}.
 */
import type { ConversationTurn, GroundedRequest } from "../../../lib/chat/gemini-request.ts";
import { cleanMultiLine } from "../../../lib/text/clean-text.ts";
import { CHAT_INPUT_MESSAGES, CHAT_LIMITS } from "./site-data.ts";

export type ParsedChatBody = { ok: true; request: GroundedRequest } | { ok: false; message: string };

const refuse = (message: string): ParsedChatBody => ({ ok: false, message });

function historyTurns(value: unknown): ConversationTurn[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > CHAT_LIMITS.historyEntries) return null;
  const turns: ConversationTurn[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) return null;
    const { role, text } = entry as Record<string, unknown>;
    if ((role !== "user" && role !== "bot") || typeof text !== "string" || text.length > CHAT_LIMITS.historyText) return null;
    turns.push({ role, text: cleanMultiLine(text) });
  }
  return turns.filter((turn) => turn.text);
}

export function parseChatBody(body: unknown): ParsedChatBody {
  if (!body || typeof body !== "object" || Array.isArray(body)) return refuse(CHAT_INPUT_MESSAGES.empty);
  const fields = body as Record<string, unknown>;
  if (typeof fields.message !== "string") return refuse(CHAT_INPUT_MESSAGES.empty);
  const message = cleanMultiLine(fields.message);
  if (!message) return refuse(CHAT_INPUT_MESSAGES.empty);
  if (message.length > CHAT_LIMITS.message) return refuse(CHAT_INPUT_MESSAGES.tooLong);
  const history = historyTurns(fields.history);
  if (!history) return refuse(CHAT_INPUT_MESSAGES.badHistory);
  return { ok: true, request: { message, history } };
}
