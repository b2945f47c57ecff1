import "server-only";
import { randomUUID } from "node:crypto";
import { notifyNewLead } from "@/lib/alerts/triggers";
import { contactRateLimit } from "@/lib/rate-limit/policies";
import { runInBackground } from "./background";
import { claimLeaseMs, forwardingConfig } from "./config";
import { forwardClaimed, forwardDueInquiries } from "./forwarding";
import { parseInquiry } from "./schema";
import { CONTACT_TEXTS, rateLimitMessage } from "./texts";
import { journalNewInquiry, keepOutsideStore, noteStoreWrite, reconcileKeptInquiries } from "./second-path";
import { getInquiryStore } from "./store";
import type { InquiryStore } from "./store-types";
import type { InquiryFieldErrors } from "./rules";
import { processSingleton } from "@/lib/server/process-singleton.mjs";


export type SubmitOutcome =
  | { kind: "stored"; id: string; forwarding: "started" | "off" | "sent" }
  /** The store could not take it; it was delivered by e-mail within the request, or is safe in the journal. */
  | { kind: "kept"; id: string; delivery: "forwarded" | "unanswered" | "failed" | "not_tried" }
  | { kind: "spam" }
  | { kind: "invalid"; message: string; fields: InquiryFieldErrors }
  | { kind: "rate_limited"; message: string; retryAfterSeconds: number }
  | { kind: "store_failed"; message: string };

const OPPORTUNISTIC_BATCH = 5;

/** After a submission, forwards a few older inquiries that are due, one sweep at a time per process. */
function retryDueInBackground(store: InquiryStore): void {
  const opportunistic = processSingleton("inquiries.opportunistic-retry", () => ({ running: false }));
  if (opportunistic.running) return;
  opportunistic.running = true;
  runInBackground("opportunistic retry", async () => {
    try {
      await forwardDueInquiries(store, { limit: OPPORTUNISTIC_BATCH });
    } finally {
      opportunistic.running = false;
    }
  });
}

/** After a submission, writes any inquiries kept outside the store into it and forwards a few older ones that are due. */
function catchUpInBackground(store: InquiryStore): void {
  runInBackground("catch-up of kept inquiries", async () => {
    await reconcileKeptInquiries(store);
  });
  retryDueInBackground(store);
}

/**
 * The contact endpoint's rules, in order: validation, honeypot, per-client rate limit, keep, then forward.
 *
 * Acknowledged means durable: the success answer comes only once the inquiry is on stable storage (Supabase's commit,
 * or in embedded mode the journal's sync) or delivered by e-mail. Normally it is stored and forwarded in the background.
 * When the store cannot take it, it is forwarded within the request (lib/inquiries/second-path.ts) and the visitor is
 * told it arrived when that forward succeeded or the journal holds it; only when both fail do they get the error text.
 */
export async function submitInquiry(body: unknown, clientKey: string): Promise<SubmitOutcome> {
  const parsed = parseInquiry(body);
  if (!parsed.ok) return { kind: "invalid", message: parsed.message, fields: parsed.fields };

  const limit = await contactRateLimit().hit(clientKey);
  if (parsed.honeypotFilled) {
    // Answered like a success so the bot learns nothing; kept as spam (within the limit), never forwarded.
    if (limit.allowed) {
      await getInquiryStore()
        .insert(parsed.inquiry, { status: "spam" })
        .catch((error: unknown) => console.warn("[inquiries] could not keep a spam submission:", error instanceof Error ? error.message : error));
    }
    return { kind: "spam" };
  }
  if (!limit.allowed) {
    return { kind: "rate_limited", message: rateLimitMessage(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds };
  }

  const store = getInquiryStore();
  const forwarding = forwardingConfig();
  const entry = { id: randomUUID(), createdAt: new Date().toISOString(), inquiry: parsed.inquiry };
  const journaled = await journalNewInquiry(entry);
  let id: string;
  try {
    ({ id } = await store.insert(parsed.inquiry, { status: "pending", claimForMs: forwarding.enabled ? claimLeaseMs() : undefined, id: entry.id, createdAt: entry.createdAt }));
    noteStoreWrite(true);
  } catch (error) {
    noteStoreWrite(false, error);
    console.error(`[inquiries] could not store an inquiry (${store.name} store):`, error instanceof Error ? error.message : error);
    const kept = await keepOutsideStore(entry, journaled);
    if (kept.delivery === "forwarded" || journaled) {
      notifyNewLead({ ...parsed.inquiry, id: entry.id, createdAt: entry.createdAt });
      return { kind: "kept", id: entry.id, delivery: kept.delivery };
    }
    return { kind: "store_failed", message: CONTACT_TEXTS.storeFailed };
  }
  notifyNewLead({ ...parsed.inquiry, id, createdAt: entry.createdAt });

  if (!forwarding.enabled) {
    console.info(`[inquiries] stored ${id}; forwarding is off (${forwarding.reason})`);
    catchUpInBackground(store);
    if (store.name === "embedded" && !journaled) return { kind: "store_failed", message: CONTACT_TEXTS.storeFailed };
    return { kind: "stored", id, forwarding: "off" };
  }

  const stored = { ...parsed.inquiry, id, attempts: 1, createdAt: entry.createdAt, unansweredAttempts: 0 };
  if (store.name === "embedded" && !journaled) {
    // In the database but not yet on stable storage: acknowledged only once the e-mail has gone.
    const outcome = await forwardClaimed(store, stored);
    catchUpInBackground(store);
    return outcome === "sent" ? { kind: "stored", id, forwarding: "sent" } : { kind: "store_failed", message: CONTACT_TEXTS.storeFailed };
  }
  runInBackground(`forward of ${id}`, async () => {
    await forwardClaimed(store, stored);
  });
  catchUpInBackground(store);
  return { kind: "stored", id, forwarding: "started" };
}
