import "server-only";
import { afterForwardOutcome } from "@/lib/alerts/triggers";
import { forwardTimeoutMs, MAX_UNANSWERED_FORWARDS, retryDelayMs } from "./backoff";
import { serverEnvironment } from "@/config/server-env";
import { claimLeaseMs, forwardingConfig } from "./config";
import { forwardInquiry } from "./formsubmit";
import type { ClaimedInquiry, InquiryStore } from "./store-types";

export type ForwardOutcome = "sent" | "failed" | "uncertain";

/**
 * Forwards one claimed inquiry and records the outcome: sent; failed with its error and the next attempt's time; or,
 * when the last forward FormSubmit may have received went unanswered, uncertain.
 */
export async function forwardClaimed(store: InquiryStore, inquiry: ClaimedInquiry): Promise<ForwardOutcome> {
  const config = forwardingConfig();
  if (!config.enabled) {
    // Forwarding was switched off after the claim: leave it for when it is on again.
    await store.markFailed(inquiry.id, `forwarding is off (${config.reason})`, serverEnvironment().forwarding.retryBaseMs);
    return "failed";
  }
  const result = await forwardInquiry(inquiry, config, forwardTimeoutMs(inquiry.unansweredAttempts, config.timeoutMs));
  if (result.ok) {
    await store.markSent(inquiry.id);
    afterForwardOutcome(store, "sent");
    return "sent";
  }
  if (result.unanswered && inquiry.unansweredAttempts + 1 >= MAX_UNANSWERED_FORWARDS) {
    console.error(`[inquiries] forward of ${inquiry.id} went unanswered ${MAX_UNANSWERED_FORWARDS} times; it may have been delivered and is not sent again: ${result.error}`);
    await store.markUncertain(inquiry.id, result.error);
    afterForwardOutcome(store, "uncertain");
    return "uncertain";
  }
  const wait = retryDelayMs(inquiry.attempts, serverEnvironment().forwarding.retryBaseMs);
  console.warn(`[inquiries] forward of ${inquiry.id} failed (attempt ${inquiry.attempts}), next try in ${Math.round(wait / 1000)} s: ${result.error}`);
  await store.markFailed(inquiry.id, result.error, wait, { unanswered: result.unanswered });
  afterForwardOutcome(store, "failed");
  return "failed";
}

export type RetryReport = { forwarding: "on" | "off"; claimed: number; sent: number; failed: number; uncertain: number };

const RETRY_BATCH = 25;
const RETRY_CONCURRENCY = 4;

/**
 * Claims the inquiries whose next attempt is due and forwards them, a few at a time. Every claim is atomic
 * (see claim_due_inquiries), so concurrent callers (the scheduled job, other requests, other instances) never
 * take the same inquiry, and none is sent twice.
 */
export async function forwardDueInquiries(store: InquiryStore, options: { limit?: number } = {}): Promise<RetryReport> {
  if (!forwardingConfig().enabled) return { forwarding: "off", claimed: 0, sent: 0, failed: 0, uncertain: 0 };
  const claimed = await store.claimDue({ limit: options.limit ?? RETRY_BATCH, leaseMs: claimLeaseMs() });
  const report: RetryReport = { forwarding: "on", claimed: claimed.length, sent: 0, failed: 0, uncertain: 0 };
  const queue = [...claimed];
  const worker = async () => {
    for (let inquiry = queue.shift(); inquiry; inquiry = queue.shift()) {
      const outcome = await forwardClaimed(store, inquiry);
      report[outcome] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(RETRY_CONCURRENCY, queue.length) }, worker));
  return report;
}
