import "server-only";
import { sweepLeadAlertsInBackground } from "@/lib/alerts/triggers";
import { forwardTimeoutMs, MAX_UNANSWERED_FORWARDS, retryDelayMs } from "./backoff";
import { serverEnvironment } from "@/config/server-env";
import { claimLeaseMs, forwardingConfig } from "./config";
import { forwardInquiry } from "./formsubmit";
import { FORWARD_SLOTS, releaseForwardSlot, takeForwardSlot } from "./forward-slots";
import { journalDelivery } from "./second-path";
import type { ClaimedInquiry, InquiryStore } from "./store-types";

export type ForwardOutcome = "sent" | "failed" | "uncertain";

/**
 * Forwards one claimed inquiry and records the outcome: sent; failed with its error and the next attempt's time; or,
 * when the last forward FormSubmit may have received went unanswered, uncertain. The caller holds a forward slot
 * (lib/inquiries/forward-slots.ts) until this resolves. A delivery is recorded before anything else: in embedded mode
 * first in the journal (synced), then in the database; on Supabase the update is the record.
 */
export async function forwardClaimed(store: InquiryStore, inquiry: ClaimedInquiry): Promise<ForwardOutcome> {
  const config = forwardingConfig();
  if (!config.enabled) {
    // Forwarding was switched off after the claim: leave it for when it is on again.
    await store.markFailed(inquiry, `forwarding is off (${config.reason})`, serverEnvironment().forwarding.retryBaseMs);
    return "failed";
  }
  const result = await forwardInquiry(inquiry, config, forwardTimeoutMs(inquiry.unansweredAttempts, config.timeoutMs));
  if (result.ok) {
    await journalDelivery(inquiry.id);
    await store.markSent(inquiry.id);
    sweepLeadAlertsInBackground("after a forward sent", store);
    return "sent";
  }
  if (result.unanswered && inquiry.unansweredAttempts + 1 >= MAX_UNANSWERED_FORWARDS) {
    console.error(`[inquiries] forward of ${inquiry.id} went unanswered ${MAX_UNANSWERED_FORWARDS} times; it may have been delivered and is not sent again: ${result.error}`);
    await store.markUncertain(inquiry, result.error);
    sweepLeadAlertsInBackground("after a forward uncertain", store);
    return "uncertain";
  }
  const wait = retryDelayMs(inquiry.attempts, serverEnvironment().forwarding.retryBaseMs);
  console.warn(`[inquiries] forward of ${inquiry.id} failed (attempt ${inquiry.attempts}), next try in ${Math.round(wait / 1000)} s: ${result.error}`);
  await store.markFailed(inquiry, result.error, wait, { unanswered: result.unanswered });
  sweepLeadAlertsInBackground("after a forward failed", store);
  return "failed";
}

/** Claimed again after a claim that ran out with no outcome, for the second time: uncertain, never claimed (claim_due_inquiries). */
function gaveUp(store: InquiryStore, id: string): void {
  console.error(`[inquiries] ${id} had no outcome recorded for ${MAX_UNANSWERED_FORWARDS} forwards; it may have been delivered and is not sent again`);
  sweepLeadAlertsInBackground("after a forward uncertain", store);
}

export type RetryReport = { forwarding: "on" | "off"; claimed: number; sent: number; failed: number; uncertain: number };

/** What one call of /api/inquiries/retry/ forwards at most, and one round of the run after submissions. */
export const RETRY_BATCH = 25;
/**
 * A run starts a forward only while that forward's whole claim (its lease) ends within this much of the run's start,
 * so a run ends well inside the 60 s a function may take (maxDuration of the routes that run it). The longest claim
 * (MAX_FORWARD_TIMEOUT_MS) leaves at least 5 s to start forwards in.
 */
export const RETRY_RUN_BUDGET_MS = 50_000;

/**
 * Forwards the inquiries whose next attempt is due, FORWARD_SLOTS at a time, each worker claiming one inquiry per
 * forward: a claim never waits behind other forwards, so its lease covers its own forward and the record of its
 * outcome. Every claim is atomic (claim_due_inquiries), so concurrent callers (the scheduled job, other requests,
 * other instances) never take the same inquiry. Stops when nothing is due (`exhausted`), after `limit` claims, or when
 * a forward could no longer end within the budget counted from `startedAt` (default: now). With `id`, only that
 * inquiry is claimed (the inbox's "retry"); it is not claimed when another worker is sending it, or when its last claim
 * ran out and it became uncertain instead.
 */
export async function forwardDue(store: InquiryStore, options: { limit?: number; startedAt?: number; id?: string } = {}): Promise<{ report: RetryReport; exhausted: boolean }> {
  const report: RetryReport = { forwarding: "on", claimed: 0, sent: 0, failed: 0, uncertain: 0 };
  if (!forwardingConfig().enabled) return { report: { ...report, forwarding: "off" }, exhausted: true };
  const limit = options.limit ?? RETRY_BATCH;
  const leaseMs = claimLeaseMs();
  const deadline = (options.startedAt ?? Date.now()) + RETRY_RUN_BUDGET_MS;
  let taken = 0;
  let exhausted = false;
  const mayStart = () => !exhausted && taken < limit && Date.now() + leaseMs <= deadline;
  const worker = async () => {
    while (mayStart()) {
      await takeForwardSlot();
      try {
        if (!mayStart()) return;
        taken += 1;
        const { claimed, uncertain } = await store.claimDue({ limit: 1, leaseMs, id: options.id });
        for (const id of uncertain) gaveUp(store, id);
        report.uncertain += uncertain.length;
        if (!claimed[0]) {
          exhausted ||= uncertain.length === 0;
          continue;
        }
        report.claimed += 1;
        report[await forwardClaimed(store, claimed[0])] += 1;
      } finally {
        releaseForwardSlot();
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(FORWARD_SLOTS, limit) }, worker));
  const failure = results.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
  return { report, exhausted };
}
