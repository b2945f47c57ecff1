import "server-only";
import { randomUUID } from "node:crypto";
import { DUPLICATE_WINDOW_MS } from "./duplicates";
import type { Inquiry } from "./schema";
import {
  type AlertedInquiry,
  type AlertedInquiryRow,
  type ClaimedInquiry,
  type FullInquiryRow,
  type InsertedRow,
  type InsertOptions,
  type InsertOutcome,
  type LeadAlertKind,
  toAlertedInquiry,
  toClaim,
  toUndeliveredSummary,
  type UndeliveredSummary,
  type UndeliveredSummaryRow,
} from "./store-types";

/**
 * What both inquiry stores do through the SQL functions of supabase/migrations/, written once: each store says only
 * how it calls one (InquiryStore.call).
 */
export abstract class SqlFunctionStore {
  abstract call(name: string, args: Record<string, unknown>, action: string, signal?: AbortSignal): Promise<unknown>;

  async insert(inquiry: Inquiry, options: InsertOptions): Promise<{ id: string; outcome: InsertOutcome }> {
    const claimed = options.claimForMs !== undefined && options.status === "pending";
    const args = {
      inquiry_id: options.id ?? randomUUID(),
      inquiry_name: inquiry.name,
      inquiry_email: inquiry.email,
      inquiry_phone: inquiry.phone,
      inquiry_service: inquiry.service,
      inquiry_message: inquiry.message,
      inquiry_form: inquiry.form,
      inquiry_status: options.status,
      inquiry_created_at: options.createdAt ?? null,
      inquiry_duplicate_key: options.duplicateKey ?? null,
      claim_ms: claimed ? options.claimForMs : null,
      duplicate_window_ms: DUPLICATE_WINDOW_MS,
    };
    const [row] = (await this.call("insert_inquiry", args, "store the inquiry")) as InsertedRow[];
    return { id: row.kept_id, outcome: row.outcome };
  }

  async claimDue(options: { limit: number; leaseMs: number; id?: string }): Promise<{ claimed: ClaimedInquiry[]; uncertain: string[] }> {
    const args = { batch_size: options.limit, lease_seconds: Math.ceil(options.leaseMs / 1000), only_id: options.id ?? null };
    return toClaim((await this.call("claim_due_inquiries", args, "claim due inquiries")) as FullInquiryRow[]);
  }

  async requeue(id: string): Promise<boolean> {
    return (await this.call("requeue_inquiry", { inquiry_id: id }, "requeue an inquiry")) === true;
  }

  async claimAlerts(options: { kind: "stuck"; stuckBefore: Date; limit: number } | { kind: "delivered"; limit: number }): Promise<AlertedInquiry[]> {
    const stuckBefore = options.kind === "stuck" ? options.stuckBefore.toISOString() : null;
    const rows = (await this.call("claim_lead_alerts", { alert_kind: options.kind, stuck_before: stuckBefore, batch_size: options.limit }, "claim lead alerts")) as AlertedInquiryRow[];
    return rows.map(toAlertedInquiry);
  }

  async releaseAlert(kind: LeadAlertKind, id: string): Promise<void> {
    await this.call("release_lead_alert", { alert_kind: kind, inquiry_id: id }, "release a lead alert");
  }

  async undeliveredSummary(signal?: AbortSignal): Promise<UndeliveredSummary> {
    const [row] = (await this.call("undelivered_lead_summary", {}, "count undelivered leads", signal)) as UndeliveredSummaryRow[];
    return toUndeliveredSummary(row);
  }

  async requeueUndelivered(): Promise<number> {
    return Number((await this.call("requeue_undelivered_inquiries", {}, "requeue undelivered inquiries")) ?? 0);
  }
}
