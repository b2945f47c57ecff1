import "server-only";
import { randomUUID } from "node:crypto";
import { serverEnvironment } from "@/config/server-env";
import { notifyNewLead } from "@/lib/alerts/triggers";
import { contactRateLimit } from "@/lib/rate-limit/policies";
import { runInBackground } from "./background";
import { claimLeaseMs, forwardingConfig } from "./config";
import { duplicateKey } from "./duplicates";
import { releaseForwardSlot, takeForwardSlot, tryTakeForwardSlot } from "./forward-slots";
import { forwardClaimed, forwardDue, RETRY_RUN_BUDGET_MS } from "./forwarding";
import { parseInquiry } from "./schema";
import { CONTACT_TEXTS, rateLimitMessage } from "./texts";
import { journalDuplicate, journalNewInquiry, keepOutsideStore, keptDuplicateOf, noteStoreWrite, reconcileKeptInquiries } from "./second-path";
import { getInquiryStore } from "./store";
import type { InquiryStore } from "./store-types";
import type { InquiryFieldErrors } from "./rules";
import { processSingleton } from "@/lib/server/process-singleton.mjs";


export type SubmitOutcome =
  | { kind: "stored"; id: string; forwarding: "started" | "off" | "sent" }
  /** The store could not take it; it was delivered by e-mail within the request, or is safe in the journal. */
  | { kind: "kept"; id: string; delivery: "forwarded" | "unanswered" | "failed" | "not_tried" }
  /** The same address and message arrived within DUPLICATE_WINDOW_MS: it is that lead (`id`), neither stored nor sent again. */
  | { kind: "duplicate"; id: string }
  /** A filled honeypot, answered like a success; `id` is what a success would name. */
  | { kind: "spam"; id: string }
  | { kind: "invalid"; message: string; fields: InquiryFieldErrors }
  | { kind: "rate_limited"; message: string; retryAfterSeconds: number }
  | { kind: "store_failed"; message: string };

/**
 * After a submission, writes any inquiries kept outside the store into it, then forwards the inquiries that are due
 * (those whose submission found no free forward slot, and older ones whose next attempt has come), one run at a time
 * per process, RETRY_BATCH claims a round, for as long as rounds deliver. A submission during a run makes it run once
 * more when done, so that the lead it stored is never left waiting. On a serverless platform a run keeps within the
 * budget counted from the latest submission, so that it ends within that request's time (what is left waits for the
 * next submission or the scheduled retry); on a self-hosted server, which has no such limit, each round has a budget of
 * its own.
 */
function forwardDueInBackground(store: InquiryStore): void {
  const state = processSingleton("inquiries.due-forwarding", () => ({ running: null as Promise<void> | null, requests: 0, requestedAt: 0 }), { stop: (value) => value.running });
  state.requests += 1;
  state.requestedAt = Date.now();
  state.running ??= (async () => {
    try {
      const selfHosted = serverEnvironment().platform.name === "self-hosted";
      const budgetFrom = () => (selfHosted ? Date.now() : state.requestedAt);
      let answered = state.requests;
      let startedAt = budgetFrom();
      for (;;) {
        await reconcileKeptInquiries(store);
        const { report, exhausted } = await forwardDue(store, { startedAt });
        // Stopped at its limit or its budget while delivering (a burst): another round.
        const delivering = !exhausted && report.sent > 0;
        if (state.requests !== answered) {
          answered = state.requests;
          startedAt = budgetFrom();
        } else if (delivering && selfHosted) startedAt = Date.now();
        else if (!delivering || Date.now() >= startedAt + RETRY_RUN_BUDGET_MS) break;
      }
    } finally {
      state.running = null;
    }
  })();
  const running = state.running;
  runInBackground("forward of due inquiries", () => running);
}

/**
 * The contact endpoint's rules, in order: validation, per-client rate limit, honeypot, the same message once, keep,
 * then forward.
 *
 * Acknowledged means durable: the success answer comes only once the inquiry is on stable storage (Supabase's commit,
 * or in embedded mode the journal's sync) or delivered by e-mail. Normally it is stored and forwarded in the background,
 * already claimed by this request when one of the process's forward slots is free (lib/inquiries/forward-slots.ts),
 * otherwise by the run that forwards due inquiries. The same address and message within DUPLICATE_WINDOW_MS is the
 * earlier lead: answered with its reference, neither stored nor forwarded again. When the store cannot take it, it is
 * forwarded within the request (lib/inquiries/second-path.ts) and the visitor is told it arrived when that forward
 * succeeded or the journal holds it; only when both fail do they get the error text.
 */
export async function submitInquiry(body: unknown, clientKey: string): Promise<SubmitOutcome> {
  const parsed = parseInquiry(body);
  if (!parsed.ok) return { kind: "invalid", message: parsed.message, fields: parsed.fields };

  const limit = await contactRateLimit().hit(clientKey);
  if (parsed.honeypotFilled) {
    // Answered like a success so the bot learns nothing; kept as spam (within the limit), never forwarded.
    const id = randomUUID();
    if (limit.allowed) {
      await getInquiryStore()
        .insert(parsed.inquiry, { status: "spam", id })
        .catch((error: unknown) => console.warn("[inquiries] could not keep a spam submission:", error instanceof Error ? error.message : error));
    }
    return { kind: "spam", id };
  }
  if (!limit.allowed) {
    return { kind: "rate_limited", message: rateLimitMessage(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds };
  }

  const key = duplicateKey(parsed.inquiry);
  const keptEarlier = keptDuplicateOf(key);
  if (keptEarlier) return { kind: "duplicate", id: keptEarlier };

  const store = getInquiryStore();
  const forwarding = forwardingConfig();
  const entry = { id: randomUUID(), createdAt: new Date().toISOString(), inquiry: parsed.inquiry };
  const journaled = await journalNewInquiry(entry);
  // In the embedded database but not on stable storage: acknowledged only once the e-mail has gone, so forwarded now.
  const forwardNow = forwarding.enabled && store.name === "embedded" && !journaled;
  const slot = forwarding.enabled && (forwardNow ? (await takeForwardSlot(), true) : tryTakeForwardSlot());
  let inserted: Awaited<ReturnType<InquiryStore["insert"]>>;
  try {
    inserted = await store.insert(parsed.inquiry, { status: "pending", claimForMs: slot ? claimLeaseMs() : undefined, id: entry.id, createdAt: entry.createdAt, duplicateKey: key });
    noteStoreWrite(true);
  } catch (error) {
    if (slot) releaseForwardSlot();
    noteStoreWrite(false, error);
    console.error(`[inquiries] could not store an inquiry (${store.name} store):`, error instanceof Error ? error.message : error);
    const kept = await keepOutsideStore(entry, journaled);
    if (kept.delivery === "forwarded" || journaled) {
      notifyNewLead({ ...parsed.inquiry, id: entry.id, createdAt: entry.createdAt });
      return { kind: "kept", id: entry.id, delivery: kept.delivery };
    }
    return { kind: "store_failed", message: CONTACT_TEXTS.storeFailed };
  }
  // Claimed by this request only when it inserted the row; otherwise the slot goes back at once.
  const claimed = slot && inserted.outcome === "inserted";
  if (slot && !claimed) releaseForwardSlot();
  if (inserted.outcome === "duplicate") {
    if (journaled) await journalDuplicate(entry.id, inserted.id);
    return { kind: "duplicate", id: inserted.id };
  }
  const id = inserted.id;
  notifyNewLead({ ...parsed.inquiry, id, createdAt: entry.createdAt });

  if (!forwarding.enabled) {
    console.info(`[inquiries] stored ${id}; forwarding is off (${forwarding.reason})`);
    forwardDueInBackground(store);
    if (store.name === "embedded" && !journaled) return { kind: "store_failed", message: CONTACT_TEXTS.storeFailed };
    return { kind: "stored", id, forwarding: "off" };
  }
  if (!claimed) {
    // Already in the store ("exists": the journal's recovery wrote it), or no slot was free: the run forwards it.
    forwardDueInBackground(store);
    return { kind: "stored", id, forwarding: "started" };
  }

  const stored = { ...parsed.inquiry, id, attempts: 1, createdAt: entry.createdAt, unansweredAttempts: 0 };
  if (forwardNow) {
    let outcome: Awaited<ReturnType<typeof forwardClaimed>>;
    try {
      outcome = await forwardClaimed(store, stored);
    } finally {
      releaseForwardSlot();
    }
    forwardDueInBackground(store);
    return outcome === "sent" ? { kind: "stored", id, forwarding: "sent" } : { kind: "store_failed", message: CONTACT_TEXTS.storeFailed };
  }
  runInBackground(`forward of ${id}`, async () => {
    try {
      await forwardClaimed(store, stored);
    } finally {
      releaseForwardSlot();
    }
  });
  forwardDueInBackground(store);
  return { kind: "stored", id, forwarding: "started" };
}
