import type { Environment, ForwardingDecision } from "@/config/env";
import { serverEnvironment } from "@/config/server-env";
import { site } from "@/config/site";
import { forwardTimeoutMs } from "./backoff";

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

/** The least time a claim allows, after its forward's time-out, for recording the outcome. */
export const OUTCOME_RECORD_MARGIN_MS = 2000;

/**
 * How long a claim keeps its inquiry to itself: one forward, which claims one inquiry, with the longest time-out a
 * forward may have (a retry after an unanswered forward waits four times the normal one), plus the time to record its
 * outcome (half the normal time-out, at least OUTCOME_RECORD_MARGIN_MS): 36 s with the default 8 s. No other worker
 * picks up an inquiry while it is being sent; one whose claim runs out with no outcome recorded counts as unanswered
 * (claim_due_inquiries).
 */
export function claimLeaseMs(decision: ForwardingDecision = serverEnvironment().forwarding): number {
  return forwardTimeoutMs(1, decision.timeoutMs) + Math.max(decision.timeoutMs / 2, OUTCOME_RECORD_MARGIN_MS);
}

/** Supabase's inquiries table when its URL and the server-only service-role key are both set. */
export function supabaseStoreConfig(environment: Environment = serverEnvironment()): { url: string; serviceRoleKey: string } | null {
  const decision = environment.inquiries;
  return decision.store === "supabase" ? { url: decision.url, serviceRoleKey: decision.serviceRoleKey } : null;
}
