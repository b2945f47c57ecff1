import { z } from "zod";
import { cleanMultiLine } from "@/lib/text/clean-text";
import { CHAT_INPUT_MESSAGES, CHAT_LIMITS, type ChatHistoryEntry } from "./texts";

export const chatRequestSchema = z.object({
  message: z
    .preprocess((value) => (typeof value === "string" ? cleanMultiLine(value) : value), z.string({ error: CHAT_INPUT_MESSAGES.empty }))
    .pipe(z.string().min(1, CHAT_INPUT_MESSAGES.empty).max(CHAT_LIMITS.message, CHAT_INPUT_MESSAGES.tooLong)),
  history: z
    .array(
      z.object({
        role: z.enum(["user", "bot"]),
        text: z.string().max(CHAT_LIMITS.historyText).transform(cleanMultiLine),
      }),
      { error: CHAT_INPUT_MESSAGES.badHistory },
    )
    .max(CHAT_LIMITS.historyEntries, CHAT_INPUT_MESSAGES.badHistory)
    .optional(),
});

export type ChatRequest = { message: string; history: ChatHistoryEntry[] };

export type ParsedChatRequest = { ok: true; request: ChatRequest } | { ok: false; message: string };

/** `{message, history?}`: the message trimmed and bounded, the history bounded in entries and length. */
export function parseChatRequest(body: unknown): ParsedChatRequest {
  if (!body || typeof body !== "object" || Array.isArray(body)) return { ok: false, message: CHAT_INPUT_MESSAGES.empty };
  const result = chatRequestSchema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const message = issue.path[0] === "history" ? CHAT_INPUT_MESSAGES.badHistory : issue.message;
    return { ok: false, message };
  }
  return {
    ok: true,
    request: {
      message: result.data.message,
      history: (result.data.history ?? []).map((entry) => ({ role: entry.role, text: entry.text.trim() })).filter((entry) => entry.text),
    },
  };
}
