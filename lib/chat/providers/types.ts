import type { ChatFailureCause } from "../failure-cause";
import type { SiteIndex } from "../retrieval";
import type { ChatRequest } from "../schema";

/**
 * What a provider's answer came to. `failed`: the backend answered with an error; `empty`: it answered
 * without a message; `unreachable`: no answer at all (network error, time-out). Each failure names its cause
 * (lib/chat/failure-cause.ts) and a detail for the log, never shown to the visitor.
 */
export type ProviderResult =
  | { kind: "reply"; text: string }
  | { kind: "failed" | "empty" | "unreachable"; cause: ChatFailureCause; detail: string };

export type ProviderContext = { index: SiteIndex; signal?: AbortSignal };

export interface ChatProvider {
  readonly name: "local" | "gemini" | "supabase";
  reply(request: ChatRequest, context: ProviderContext): Promise<ProviderResult>;
}

export function isTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "TimeoutError" || error.name === "AbortError" || /aborted|timed? ?out/i.test(error.message);
}
