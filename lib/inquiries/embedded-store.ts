import "server-only";
import { getEmbeddedDatabase } from "./embedded-db";
import { SqlFunctionStore } from "./store-functions";
import {
  type ClaimedInquiry,
  type FullInquiryRow,
  type InboxView,
  type InquiryStore,
  type KeptInquiry,
  keptInquiryRow,
  type StoredInquiry,
  toStoredInquiry,
  truncateError,
} from "./store-types";

/** The row still belongs to the claim whose outcome is being recorded: no later claim took it, and its lease was not taken back. */
const LATEST_CLAIM = "id = $1 and attempts = $2 and leased_until is not null and status in ('pending', 'failed')";

/** Inquiries in the embedded PGlite database under DATA_DIR (the same tables as Supabase, from the same migrations). */
export class EmbeddedInquiryStore extends SqlFunctionStore implements InquiryStore {
  readonly name = "embedded" as const;

  /** `select * from public.fn(arg => $1, …)`. A function that returns no table gives one column, named after it: its value is the answer. */
  async call(name: string, args: Record<string, unknown>): Promise<unknown> {
    const db = await getEmbeddedDatabase();
    const named = Object.keys(args).map((arg, index) => `${arg} => $${index + 1}`);
    const { rows, fields } = await db.query<Record<string, unknown>>(`select * from public.${name}(${named.join(", ")})`, Object.values(args));
    return fields.length === 1 && fields[0].name === name ? rows[0]?.[name] : rows;
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

  /** The database is in this process: opening it (the first time) and one indexed read; nothing to abandon. */
  async check(): Promise<void> {
    const db = await getEmbeddedDatabase();
    await db.query("select 1 from public.inquiries limit 1");
  }
}
