import { duplicateKey } from "./duplicates";
import type { Inquiry } from "./schema";

/**
 * An inquiry taken for forwarding: its attempt is counted and no other worker can take it until the lease ends.
 * `attempts` is the claim's own number: only the latest claim records a failed forward's outcome.
 */
export type ClaimedInquiry = Inquiry & { id: string; attempts: number; createdAt: string; unansweredAttempts: number };

/**
 * An inquiry kept outside the store because the store could not take it (lib/inquiries/second-path.ts), or read back
 * from the journal, with what became of its forward outside the store: delivered, sent without an answer in time (or
 * sent with no outcome recorded before the process ended), refused, or not tried.
 */
export type KeptInquiry = {
  id: string;
  createdAt: string;
  inquiry: Inquiry;
  delivery: "forwarded" | "unanswered" | "failed" | "not_tried";
  at: string | null;
  error: string | null;
};

export interface InquiryStore {
  readonly name: "embedded" | "supabase";
  /**
   * Calls a SQL function of supabase/migrations/ with named arguments, answering as PostgREST does: the rows of a
   * function that returns a table, else its one value. `action` says what the call does, in an error.
   */
  call(name: string, args: Record<string, unknown>, action: string, signal?: AbortSignal): Promise<unknown>;
  /**
   * Keeps a new inquiry (insert_inquiry), unless one with the same `duplicateKey` arrived within DUPLICATE_WINDOW_MS:
   * then nothing is stored and the answer names the earlier one ("duplicate"). "exists": a row with this id is there
   * already (the journal's recovery wrote it), which counts as stored. With `claimForMs` a new inquiry is stored
   * already claimed by the caller (attempt 1), so the submission forwards it itself and no retry worker can send it
   * meanwhile.
   */
  insert(inquiry: Inquiry, options: InsertOptions): Promise<{ id: string; outcome: InsertOutcome }>;
  /**
   * Writes kept inquiries into the store with their own ids, leaving out any it holds already, so a second call (or a
   * second process) adds nothing; a delivered one is written as sent (or, when the store holds it unsent, marked
   * sent) and is never forwarded again. Resolves to how many it added.
   */
  restore(kept: KeptInquiry[]): Promise<number>;
  /**
   * Atomically claims up to `limit` due inquiries (pending or failed, next attempt reached); `id` narrows it to one.
   * A due inquiry whose last claim ran out with no outcome recorded counts that forward as unanswered; when that makes
   * MAX_UNANSWERED_FORWARDS it becomes uncertain instead of claimed (`uncertain`, its id).
   */
  claimDue(options: { limit: number; leaseMs: number; id?: string }): Promise<{ claimed: ClaimedInquiry[]; uncertain: string[] }>;
  /** A confirmed delivery, recorded whoever holds the claim now. */
  markSent(id: string): Promise<void>;
  /**
   * The outcome of `claim`'s forward, recorded only while that claim is the latest (its attempt, its lease not taken
   * back). `unanswered`: the forward got no answer in time (it may have been delivered); counted in unanswered_attempts.
   */
  markFailed(claim: ClaimedInquiry, error: string, retryInMs: number, options?: { unanswered?: boolean }): Promise<void>;
  /** A second forward went unanswered: "may have been delivered", and not sent again unless the founder asks. As markFailed, for the latest claim only. */
  markUncertain(claim: ClaimedInquiry, error: string): Promise<void>;
  /** The inbox: newest first, `open` leaving out the handled ones. */
  list(options: { limit: number; offset: number; view: InboxView }): Promise<{ inquiries: StoredInquiry[]; total: number }>;
  get(id: string): Promise<StoredInquiry | null>;
  /** Marks an inquiry handled (or not again); false when there is no such inquiry. */
  setHandled(id: string, handled: boolean): Promise<boolean>;
  /** Makes a pending or failed inquiry due now unless a worker is sending it; false when it is not eligible. */
  requeue(id: string): Promise<boolean>;
  /**
   * Atomically claims up to `limit` lead alerts that are due (see claim_lead_alerts): "stuck", for leads pending or
   * failed since before `stuckBefore`, or uncertain; "delivered", for leads sent after such an alert. A claimed alert
   * is never claimed again unless released.
   */
  claimAlerts(options: { kind: "stuck"; stuckBefore: Date; limit: number } | { kind: "delivered"; limit: number }): Promise<AlertedInquiry[]>;
  /** Gives a claimed alert back (it could not be sent), so that a later sweep claims it again. */
  releaseAlert(kind: LeadAlertKind, id: string): Promise<void>;
  /** How many leads are not yet delivered (pending, failed or uncertain; not handled) and when the oldest arrived. */
  undeliveredSummary(signal?: AbortSignal): Promise<UndeliveredSummary>;
  /** Makes every undelivered lead that no worker is sending due now (uncertain ones count as failed again); how many. */
  requeueUndelivered(): Promise<number>;
  /** Resolves when the store answers a trivial read of the inquiries table (the health check); `signal` abandons it. */
  check(signal: AbortSignal): Promise<void>;
}

/**
 * `id` and `createdAt`: chosen by the caller (the journal has recorded them already). `duplicateKey`: the key of
 * lib/inquiries/duplicates.ts, for a lead that must be kept once (a spam submission has none).
 */
export type InsertOptions = { status: "pending" | "spam"; claimForMs?: number; id?: string; createdAt?: string; duplicateKey?: string };
export type InsertOutcome = "inserted" | "duplicate" | "exists";
export type InsertedRow = { kept_id: string; outcome: InsertOutcome };

export type InboxView = "open" | "all";
export type LeadAlertKind = "stuck" | "delivered";

/** What an alert may tell about a lead: who, for what, since when and where it stands; never its message. */
export type AlertedInquiry = {
  id: string;
  name: string;
  email: string;
  service: Inquiry["service"];
  status: InquiryStatus;
  lastError: string | null;
  createdAt: string;
};

export type UndeliveredSummary = { count: number; oldestCreatedAt: string | null };

/** A row of claim_lead_alerts or undelivered_lead_summary as the drivers return it. */
export type AlertedInquiryRow = Omit<AlertedInquiry, "lastError" | "createdAt"> & { last_error: string | null; created_at: Date | string };
export type UndeliveredSummaryRow = { undelivered: number; oldest_created_at: Date | string | null };

export function toAlertedInquiry(row: AlertedInquiryRow): AlertedInquiry {
  return { id: row.id, name: row.name, email: row.email, service: row.service, status: row.status, lastError: row.last_error, createdAt: isoOrNull(row.created_at) ?? "" };
}

export function toUndeliveredSummary(row: UndeliveredSummaryRow | undefined): UndeliveredSummary {
  return { count: Number(row?.undelivered ?? 0), oldestCreatedAt: isoOrNull(row?.oldest_created_at) };
}
export const INQUIRY_STATUSES = ["pending", "sent", "failed", "spam", "uncertain"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** An inquiry as the admin inbox shows it. */
export type StoredInquiry = Inquiry & {
  id: string;
  status: InquiryStatus;
  attempts: number;
  /** Forwards that got no answer (or no recorded outcome): a delivered lead with one may have arrived twice. */
  unansweredAttempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  forwardedAt: string | null;
  handledAt: string | null;
  createdAt: string;
};

export const LAST_ERROR_MAX = 500;
/** The row a kept inquiry becomes: sent when it was delivered, otherwise due for a forward now. */
export function keptInquiryRow(kept: KeptInquiry) {
  const tried = kept.delivery !== "not_tried";
  return {
    id: kept.id,
    ...kept.inquiry,
    status: kept.delivery === "forwarded" ? "sent" : tried ? "failed" : "pending",
    attempts: tried ? 1 : 0,
    unanswered_attempts: kept.delivery === "unanswered" ? 1 : 0,
    last_error: kept.error === null ? null : truncateError(kept.error),
    forwarded_at: kept.delivery === "forwarded" ? kept.at : null,
    next_attempt_at: new Date().toISOString(),
    created_at: kept.createdAt,
    duplicate_key: duplicateKey(kept.inquiry),
  } as const;
}

export const truncateError = (error: string) => (error.length > LAST_ERROR_MAX ? `${error.slice(0, LAST_ERROR_MAX - 1)}…` : error);

/** A row of public.inquiries as the drivers return it. */
export type InquiryRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  service: Inquiry["service"];
  message: string;
  form: Inquiry["form"];
  attempts: number;
  unanswered_attempts?: number;
  created_at: Date | string;
};

const isoOrNull = (value: Date | string | null | undefined) => (value == null ? null : value instanceof Date ? value.toISOString() : String(value));

/** A full row of public.inquiries as the drivers return it. */
export type FullInquiryRow = InquiryRow & {
  status: InquiryStatus;
  last_error: string | null;
  next_attempt_at: Date | string | null;
  forwarded_at: Date | string | null;
  handled_at: Date | string | null;
};

export function toStoredInquiry(row: FullInquiryRow): StoredInquiry {
  return {
    ...toClaimedInquiry(row),
    status: row.status,
    lastError: row.last_error,
    nextAttemptAt: isoOrNull(row.next_attempt_at),
    forwardedAt: isoOrNull(row.forwarded_at),
    handledAt: isoOrNull(row.handled_at),
  };
}

/** The rows claim_due_inquiries returns: those claimed, and those it made uncertain instead (see InquiryStore.claimDue). */
export function toClaim(rows: FullInquiryRow[]): { claimed: ClaimedInquiry[]; uncertain: string[] } {
  return { claimed: rows.filter((row) => row.status !== "uncertain").map(toClaimedInquiry), uncertain: rows.filter((row) => row.status === "uncertain").map((row) => row.id) };
}

export function toClaimedInquiry(row: InquiryRow): ClaimedInquiry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    message: row.message,
    form: row.form,
    attempts: row.attempts,
    createdAt: isoOrNull(row.created_at) ?? "",
    unansweredAttempts: row.unanswered_attempts ?? 0,
  };
}

