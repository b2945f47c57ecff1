import "server-only";
import { serverEnvironment } from "@/config/server-env";
import { CALLER_SECRET_HEADER } from "@/supabase/functions/chat-with-gemini/config";
import { causeOfStatus, isChatFailureCause } from "../failure-cause";
import { isTimeout, type ChatProvider } from "./types";

/**
 * The hosted `chat-with-gemini` function (supabase/functions/chat-with-gemini/): POST {message} with the publishable
 * (anon) key as bearer and apikey; the answer's `message` is the reply. Called from the server, so only the answer
 * reaches the browser.
 */
export const supabaseFunctionProvider: ChatProvider = {
  name: "supabase",
  async reply(request) {
    const environment = serverEnvironment();
    const project = environment.supabase;
    const functionSecret = environment.chat.provider === "supabase" ? environment.chat.functionSecret : null;
    if (!project) return { kind: "failed", cause: "not-configured", detail: "CHAT_PROVIDER=supabase needs NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY" };
    let response: Response;
    try {
      response = await fetch(`${project.url}/functions/v1/chat-with-gemini`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${project.publicKey}`,
          apikey: project.publicKey,
          "Content-Type": "application/json",
          Accept: "application/json",
          ...(functionSecret ? { [CALLER_SECRET_HEADER]: functionSecret } : {}),
        },
        body: JSON.stringify({ message: request.message }),
        signal: AbortSignal.timeout(environment.chat.timeoutMs),
        cache: "no-store",
      });
    } catch (error) {
      if (isTimeout(error)) return { kind: "unreachable", cause: "timeout", detail: "the function did not answer in time" };
      return { kind: "unreachable", cause: "unreachable", detail: String((error as Error).message) };
    }
    /** `cause`: why the function's model gave no answer, in the site's own words (lib/chat/failure-cause.ts). */
    type FunctionAnswer = { message?: unknown; error?: unknown; cause?: unknown };
    let body: FunctionAnswer | null = null;
    try {
      const parsed: unknown = await response.json();
      body = parsed && typeof parsed === "object" ? (parsed as FunctionAnswer) : null;
    } catch (error) {
      if (isTimeout(error)) return { kind: "unreachable", cause: "timeout", detail: "the function did not finish its answer in time" };
      body = null;
    }
    const detail = `the function answered HTTP ${response.status}${body?.error ? `: ${String(body.error)}` : ""}`;
    // Without the function's own cause: a 404 is Supabase's (no function of that name deployed), not a model's.
    const cause = isChatFailureCause(body?.cause) ? body.cause : response.ok ? "error" : response.status === 404 ? "not-configured" : causeOfStatus(response.status);
    // 504: no answer in time, from the function (its model's time-out) or from Supabase's gateway.
    if (response.status === 504) return { kind: "unreachable", cause, detail };
    if (!response.ok || (body && body.error)) return { kind: "failed", cause, detail };
    const text = typeof body?.message === "string" ? body.message.trim() : "";
    return text ? { kind: "reply", text } : { kind: "empty", cause: "empty-reply", detail: "the function's answer had no message" };
  },
};
