import "server-only";
import { getEmbeddedDatabase } from "./embedded-db";
import type { Inquiry } from "./schema";
import {
  type AlertedInquiry,
  type AlertedInquiryRow,
  type ClaimedInquiry,
  type FullInquiryRow,
  type InboxView,
  type InquiryRow,
  type InquiryStore,
  type InsertOptions,
  type KeptInquiry,
  keptInquiryRow,
  type LeadAlertKind,
  type StoredInquiry,
  toAlertedInquiry,
  toClaimedInquiry,
  toStoredInquiry,
  toUndeliveredSummary,
  truncateError,
  type UndeliveredSummary,
  type UndeliveredSummaryRow,
} from "./store-types";

/** Inquiries in the embedded PGlite database under DATA_DIR (the same tables as Supabase, from the same migrations). */
export class EmbeddedInquiryStore implements InquiryStore {
  readonly name = "embedded" as const;

  async insert(inquiry: Inquiry, options: InsertOptions): Promise<{ id: string }> {
    const db = await getEmbeddedDatabase();
    const claimed = options.claimForMs !== undefined && options.status === "pending";
    const { rows } = await db.query<{ id: string }>(
      `insert into public.inquiries (id, name, email, phone, service, message, form, status, attempts, next_attempt_at, leased_until, created_at)
       values (coalesce($10::uuid, gen_random_uuid()), $1, $2, $3, $4, $5, $6, $7, $8, now() + ($9::double precision * interval '1 millisecond'),
               case when $8 > 0 then now() + ($9::double precision * interval '1 millisecond') end, coalesce($11::timestamptz, now()))
       returning id`,
      [
        inquiry.name,
        inquiry.email,
        inquiry.phone,
        inquiry.service,
        inquiry.message,
        inquiry.form,
        options.status,
        claimed ? 1 : 0,
        claimed ? options.claimForMs : 0,
        options.id ?? null,
        options.createdAt ?? null,
      ],
    );
    return { id: rows[0].id };
  }

  async restore(kept: KeptInquiry[]): Promise<number> {
    if (!kept.length) return 0;
    const db = await getEmbeddedDatabase();
    let added = 0;
    for (const entry of kept) {
      const row = keptInquiryRow(entry);
      const result = await db.query(
        `insert into public.inquiries (id, name, email, phone, service, message, form, status, attempts, unanswered_attempts, last_error, forwarded_at, next_attempt_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         on conflict (id) do nothing`,
        [row.id, row.name, row.email, row.phone, row.service, row.message, row.form, row.status, row.attempts, row.unanswered_attempts, row.last_error, row.forwarded_at, row.next_attempt_at, row.created_at],
      );
      added += result.affectedRows ?? 0;
    }
    return added;
  }

  async claimDue(options: { limit: number; leaseMs: number; id?: string }): Promise<ClaimedInquiry[]> {
    const db = await getEmbeddedDatabase();
    const { rows } = await db.query<InquiryRow>("select * from public.claim_due_inquiries($1, $2, $3)", [
      options.limit,
      Math.ceil(options.leaseMs / 1000),
      options.id ?? null,
    ]);
    return rows.map(toClaimedInquiry);
  }

  async markSent(id: string): Promise<void> {
    const db = await getEmbeddedDatabase();
    await db.query("update public.inquiries set status = 'sent', forwarded_at = now(), last_error = null, leased_until = null where id = $1 and status <> 'sent'", [id]);
  }

  async markFailed(id: string, error: string, retryInMs: number, options: { unanswered?: boolean } = {}): Promise<void> {
    const db = await getEmbeddedDatabase();
    await db.query(
      `update public.inquiries
          set status = 'failed', last_error = $2, leased_until = null, next_attempt_at = now() + ($3::double precision * interval '1 millisecond'),
              unanswered_attempts = unanswered_attempts + $4
        where id = $1 and status <> 'sent'`,
      [id, truncateError(error), retryInMs, options.unanswered ? 1 : 0],
    );
  }

  async markUncertain(id: string, error: string): Promise<void> {
    const db = await getEmbeddedDatabase();
    await db.query(
      `update public.inquiries set status = 'uncertain', last_error = $2, leased_until = null, unanswered_attempts = unanswered_attempts + 1
        where id = $1 and status <> 'sent'`,
      [id, truncateError(error)],
    );
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
