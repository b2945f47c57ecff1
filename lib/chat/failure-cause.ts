/**
 * Why a hosted assistant (Gemini, or the chat-with-gemini function in front of it) gave no answer, in the few causes the
 * founder acts on differently. The site's `gemini` and `supabase` providers and the Edge Function name them the same way
 * (the function sends its cause with its error), so /api/health/ and the alert say the same thing whichever is in use.
 * Pure and self-contained, as `./gemini-generation.ts`, for the Edge Function's bundler.
 */

export const CHAT_FAILURE_CAUSES = [
  /** HTTP 404: the model does not exist for this key (retired, gated for new keys, or misspelt). */
  "model-not-found",
  /** HTTP 429: a quota or rate limit (Gemini's, or the function's budget). */
  "quota",
  /** Another 4xx: the key is not valid, or the request was refused. */
  "refused",
  /** A 5xx: the service failed or is overloaded. */
  "server-error",
  /** No answer within the time-out. */
  "timeout",
  /** No connection at all. */
  "unreachable",
  /** An answer without text (a block, or thinking that used up the room even on the retry). */
  "empty-reply",
  /** A key or project is missing from the configuration. */
  "not-configured",
  /** Anything else (an exception). */
  "error",
] as const;
export type ChatFailureCause = (typeof CHAT_FAILURE_CAUSES)[number];

export function isChatFailureCause(value: unknown): value is ChatFailureCause {
  return typeof value === "string" && (CHAT_FAILURE_CAUSES as readonly string[]).includes(value);
}

export function causeOfStatus(status: number): ChatFailureCause {
  if (status === 404) return "model-not-found";
  if (status === 429) return "quota";
  if (status === 504) return "timeout";
  if (status >= 500) return "server-error";
  return "refused";
}

/** The cause of a Gemini answer that is not a reply (lib/chat/gemini-generation.ts's GeminiAnswer). */
export function causeOfGeminiAnswer(answer: { kind: "empty" } | { kind: "failed"; status?: number } | { kind: "unreachable"; timedOut?: boolean }): ChatFailureCause {
  switch (answer.kind) {
    case "empty":
      return "empty-reply";
    case "failed":
      return answer.status ? causeOfStatus(answer.status) : "error";
    case "unreachable":
      return answer.timedOut ? "timeout" : "unreachable";
  }
}
