import "server-only";
import { randomUUID } from "node:crypto";
import { DUPLICATE_WINDOW_MS } from "./duplicates";
import { getEmbeddedDatabase } from "./embedded-db";
import type { Inquiry } from "./schema";
import {
  type AlertedInquiry,
  type AlertedInquiryRow,
  type ClaimedInquiry,
  type FullInquiryRow,
  type InboxView,
  type InquiryStore,
  type InsertedRow,
  type InsertOptions,
  type InsertOutcome,
  type KeptInquiry,
  keptInquiryRow,
  type LeadAlertKind,
  type StoredInquiry,
  toAlertedInquiry,
  toClaim,
  toStoredInquiry,
  toUndeliveredSummary,
  truncateError,
  type UndeliveredSummary,
  type UndeliveredSummaryRow,
} from "./store-types";

/** The row still belongs to the claim whose outcome is being recorded: no later claim took it, and its lease was not taken back. */
const LATEST_CLAIM = "id = $1 and attempts = $2 and leased_until is not null and status in ('pending', 'failed')";

/** Inquiries in the embedded PGlite database under DATA_DIR (the same tables as Supabase, from the same migrations). */
export class EmbeddedInquiryStore implements InquiryStore {
  readonly name = "embedded" as const;

  async insert(inquiry: Inquiry, options: InsertOptions): Promise<{ id: string; outcome: InsertOutcome }> {
    const db = await getEmbeddedDatabase();
    const claimed = options.claimForMs !== undefined && options.status === "pending";
    const { rows } = await db.query<InsertedRow>("select * from public.insert_inquiry($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)", [
      options.id ?? randomUUID(),
      inquiry.name,
      inquiry.email,
      inquiry.phone,
      inquiry.service,
      inquiry.message,
      inquiry.form,
      options.status,
      options.createdAt ?? null,
      options.duplicateKey ?? null,
      claimed ? options.claimForMs : null,
      DUPLICATE_WINDOW_MS,
    ]);
    return { id: rows[0].kept_id, outcome: rows[0].outcome };
  }

  async restore(kept: KeptInquiry[]): Promise<number> {
    if (!kept.length) return 0;
    const db = await getEmbeddedDatabase();
    let added = 0;
    for (const entry of kept) {
      const row = keptInquiryRow(entry);
      const result = await db.query(
        `insert into public.inquiries (id, name, email, phone, service, message, form, status, attempts, unanswered_attempts, last_error, forwarded_at, next_attempt_at, created_at, duplicate_key)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         on conflict (id) do nothing`,
        [row.id, row.name, row.email, row.phone, row.service, row.message, row.form, row.status, row.attempts, row.unanswered_attempts, row.last_error, row.forwarded_at, row.next_attempt_at, row.created_at, row.duplicate_key],
      );
      added += result.affectedRows ?? 0;
      if (!result.affectedRows && entry.delivery === "forwarded") await this.recordDelivery(entry.id, entry.at);
    }
    return added;
  }

  async claimDue(options: { limit: number; leaseMs: number; id?: string }): Promise<{ claimed: ClaimedInquiry[]; uncertain: string[] }> {
    const db = await getEmbeddedDatabase();
    const { rows } = await db.query<FullInquiryRow>("select * from public.claim_due_inquiries($1, $2, $3)", [options.limit, Math.ceil(options.leaseMs / 1000), options.id ?? null]);
    return toClaim(rows);
  }

  async markSent(id: string): Promise<void> {
    await this.recordDelivery(id, null);
  }

  private async recordDelivery(id: string, at: string | null): Promise<void> {
    const db = await getEmbeddedDatabase();
    await db.query("update public.inquiries set status = 'sent', forwarded_at = coalesce($2::timestamptz, now()), last_error = null, leased_until = null where id = $1 and status <> 'sent'", [id, at]);
  }

  async markFailed(claim: ClaimedInquiry, error: string, retryInMs: number, options: { unanswered?: boolean } = {}): Promise<void> {
    const db = await getEmbeddedDatabase();
    await db.query(
      `update public.inquiries
          set status = 'failed', last_error = $3, leased_until = null, next_attempt_at = now() + ($4::double precision * interval '1 millisecond'),
              unanswered_attempts = $5
        where ${LATEST_CLAIM}`,
      [claim.id, claim.attempts, truncateError(error), retryInMs, claim.unansweredAttempts + (options.unanswered ? 1 : 0)],
    );
  }

  async markUncertain(claim: ClaimedInquiry, error: string): Promise<void> {
    const db = await getEmbeddedDatabase();
    await db.query(`update public.inquiries set status = 'uncertain', last_error = $3, leased_until = null, unanswered_attempts = $4 where ${LATEST_CLAIM}`, [
      claim.id,
      claim.attempts,
      truncateError(error),
      claim.unansweredAttempts + 1,
    ]);
  }

  async list(options: { limit: number; offset: number; view: InboxView }): Promise<{ inquiries: StoredInquiry[]; total: number }> {
    const db = await getEmbeddedDatabase();
    const where = options.view === "open" ? "where handled_at is null" : "";
    const { rows } = await db.query<FullInquiryRow>(`select * from public.inquiries ${where} order by created_at desc, id limit $1 offset $2`, [options.limit, options.offset]);
    const count = await db.query<{ total: number }>(`select count(*)::int as total from public.inquiries ${where}`);
    return { inquiries: rows.map(toStoredInquiry), total: count.rows[0].total };
  }

  async get(id: string): Promise<StoredInquiry | null> {
    const db = await getEmbeddedDatabase();
    const { rows } = await db.query<FullInquiryRow>("select * from public.inquiries where id = $1", [id]);
    return rows[0] ? toStoredInquiry(rows[0]) : null;
  }

  async setHandled(id: string, handled: boolean): Promise<boolean> {
    const db = await getEmbeddedDatabase();
    const result = await db.query(`update public.inquiries set handled_at = ${handled ? "coalesce(handled_at, now())" : "null"} where id = $1`, [id]);
    return (result.affectedRows ?? 0) > 0;
  }

  async requeue(id: string): Promise<boolean> {
    const db = await getEmbeddedDatabase();
    const { rows } = await db.query<{ requeued: boolean }>("select public.requeue_inquiry($1) as requeued", [id]);
    return rows[0]?.requeued === true;
  }

  async claimAlerts(options: { kind: "stuck"; stuckBefore: Date; limit: number } | { kind: "delivered"; limit: number }): Promise<AlertedInquiry[]> {
    const db = await getEmbeddedDatabase();
    const stuckBefore = options.kind === "stuck" ? options.stuckBefore.toISOString() : null;
    const { rows } = await db.query<AlertedInquiryRow>("select * from public.claim_lead_alerts($1, $2, $3)", [options.kind, stuckBefore, options.limit]);
    return rows.map(toAlertedInquiry);
  }

  async releaseAlert(kind: LeadAlertKind, id: string): Promise<void> {
    const db = await getEmbeddedDatabase();
    await db.query("select public.release_lead_alert($1, $2)", [kind, id]);
  }

  async undeliveredSummary(): Promise<UndeliveredSummary> {
    const db = await getEmbeddedDatabase();
    const { rows } = await db.query<UndeliveredSummaryRow>("select * from public.undelivered_lead_summary()");
    return toUndeliveredSummary(rows[0]);
  }

  async requeueUndelivered(): Promise<number> {
    const db = await getEmbeddedDatabase();
    const { rows } = await db.query<{ requeued: number }>("select public.requeue_undelivered_inquiries() as requeued");
    return Number(rows[0]?.requeued ?? 0);
  }

  /** The database is in this process: opening it (the first time) and one indexed read; nothing to abandon. */
  async check(): Promise<void> {
    const db = await getEmbeddedDatabase();
    await db.query("select 1 from public.inquiries limit 1");
  }
}
