import type { Environment, ForwardingDecision } from "@/config/env";
import { serverEnvironment } from "@/config/server-env";
import { site } from "@/config/site";
import { UNANSWERED_RETRY_TIMEOUT_FACTOR } from "./backoff";

export type ForwardingConfig =
  | { enabled: true; endpoint: string; recipient: string; timeoutMs: number; origin: string }
  | { enabled: false; reason: string };

/**
 * Where inquiries are forwarded: FormSubmit's AJAX endpoint for CONTACT_FORWARD_EMAIL. Unset (or empty), or "off",
 * nothing is forwarded: inquiries are still stored, and the log says why.
 */
export function forwardingConfig(decision: ForwardingDecision = serverEnvironment().forwarding): ForwardingConfig {
  if (decision.mode !== "formsubmit") return { enabled: false, reason: decision.reason };
  return {
    enabled: true,
    endpoint: `${decision.formsubmitUrl}/ajax/${encodeURIComponent(decision.recipient)}`,
    recipient: decision.recipient,
    timeoutMs: decision.timeoutMs,
    origin: site.host,
  };
}

/**
 * How long a forward in progress keeps its inquiry to itself. Twice the longest forward's time-out (a retry after an
 * unanswered forward waits four times the normal one), so that a second worker never picks up an inquiry that is
 * still being sent.
 */
export function claimLeaseMs(decision: ForwardingDecision = serverEnvironment().forwarding): number {
  return Math.max(60_000, decision.timeoutMs * UNANSWERED_RETRY_TIMEOUT_FACTOR * 2);
}

/** Supabase's inquiries table when its URL and the server-only service-role key are both set. */
export function supabaseStoreConfig(environment: Environment = serverEnvironment()): { url: string; serviceRoleKey: string } | null {
  const decision = environment.inquiries;
  return decision.store === "supabase" ? { url: decision.url, serviceRoleKey: decision.serviceRoleKey } : null;
}
