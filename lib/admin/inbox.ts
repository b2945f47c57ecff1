import { describeAge } from "@/lib/alerts/messages";
import { forwardingConfig } from "@/lib/inquiries/config";
import { forwardDue } from "@/lib/inquiries/forwarding";
import type { InboxView, InquiryStore, StoredInquiry, UndeliveredSummary } from "@/lib/inquiries/store-types";
import { routes } from "@/config/routes";
import { snakeCase } from "./backup";

export const INBOX_PAGE_SIZE = 25;
/** The CSV export's ceiling; the founder's inbox is far below it. */
export const EXPORT_MAX_ROWS = 10_000;

export type InboxQuery = { page: number; view: InboxView };

/** `?page=` and `?view=` of the inbox: junk and out-of-range values fall back to the first page of open inquiries. */
export function parseInboxQuery(params: Record<string, string | string[] | undefined>): InboxQuery {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const rawPage = first(params.page) ?? "";
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return { page, view: first(params.view) === "all" ? "all" : "open" };
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));

export type RetryOutcome = "sent" | "failed" | "uncertain" | "busy" | "not_eligible" | "forwarding_off";

/**
 * Forwards one inquiry now, at the founder's request. It goes through the same atomic claim as every other
 * worker, so an inquiry being sent elsewhere at this moment is never sent twice.
 */
export async function retryInquiry(store: InquiryStore, id: string): Promise<RetryOutcome> {
  if (!forwardingConfig().enabled) return "forwarding_off";
  if (!(await store.requeue(id))) {
    const current = await store.get(id);
    return current && (current.status === "pending" || current.status === "failed" || current.status === "uncertain") ? "busy" : "not_eligible";
  }
  const { report } = await forwardDue(store, { limit: 1, id });
  return report.sent ? "sent" : report.failed ? "failed" : report.uncertain ? "uncertain" : "busy";
}

/** "Retry now" forwards at most this many due inquiries (and what fits in a run's time); any left go with the next retry. */
const RETRY_ALL_LIMIT = 100;

export type RetryAllReport = { forwarding: "off" } | { forwarding: "on"; requeued: number; sent: number; failed: number };

/**
 * The banner's "Retry now": every undelivered lead (pending, failed or uncertain, not handled) is made due, then the
 * due ones are forwarded through the usual atomic claim, so a lead being sent elsewhere is not sent twice.
 */
export async function retryAllUndelivered(store: InquiryStore): Promise<RetryAllReport> {
  if (!forwardingConfig().enabled) return { forwarding: "off" };
  const requeued = await store.requeueUndelivered();
  const { report: forwarded } = await forwardDue(store, { limit: RETRY_ALL_LIMIT });
  // Unanswered twice again: not delivered as far as anyone knows, and marked so in the inbox.
  return { forwarding: "on", requeued, sent: forwarded.sent, failed: forwarded.failed + forwarded.uncertain };
}

/** What the inbox says after "Retry now", from the counts in its address. */
export function retryAllNotice(sent: number, failed: number): string {
  if (sent + failed === 0) return "Nothing was due to forward: the undelivered leads are being sent right now, or were just delivered.";
  const refused = failed ? ` ${failed} ${failed === 1 ? "was" : "were"} refused again and stay${failed === 1 ? "s" : ""} queued for the next automatic retry.` : "";
  return `Forwarded ${sent} of ${sent + failed} undelivered lead${sent + failed === 1 ? "" : "s"}.${refused}`;
}

export type UndeliveredBanner = { count: number; oldestAge: string | null; text: string };

/** The inbox's banner while leads are not yet delivered by e-mail; null when every lead is delivered (or handled). */
export function undeliveredBanner(summary: UndeliveredSummary, now: number): UndeliveredBanner | null {
  if (summary.count <= 0) return null;
  const oldest = summary.oldestCreatedAt ? Date.parse(summary.oldestCreatedAt) : Number.NaN;
  const oldestAge = Number.isNaN(oldest) ? null : describeAge(now - oldest);
  const leads = summary.count === 1 ? "1 lead" : `${summary.count} leads`;
  const age = oldestAge ? (summary.count === 1 ? `; it is ${oldestAge} old` : `; the oldest is ${oldestAge} old`) : "";
  return { count: summary.count, oldestAge, text: `${leads} not yet delivered by e-mail${age}.` };
}

/** The CSV export's columns: fields of an inquiry, each headed by its column's name (createdAt as created_at). */
const CSV_COLUMNS: (keyof StoredInquiry)[] = ["createdAt", "name", "email", "phone", "service", "message", "form", "status", "attempts", "lastError", "forwardedAt", "handledAt", "id"];

/**
 * One CSV field (RFC 4180 quoting). A value that a spreadsheet would read as a formula (=, +, -, @, tab, CR, or the
 * full-width =, +, -, @ that Apple Numbers reads as their ASCII forms) gets a leading apostrophe: a visitor's message
 * must never run in the founder's spreadsheet.
 */
function csvField(value: string): string {
  const defused = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

export function inquiriesToCsv(rows: StoredInquiry[]): string {
  const lines = [CSV_COLUMNS.map(snakeCase).join(",")];
  for (const row of rows) lines.push(CSV_COLUMNS.map((key) => csvField(String(row[key] ?? ""))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export const STATUS_LABELS: Record<StoredInquiry["status"], string> = {
  pending: "Pending",
  sent: "Sent",
  failed: "Failed",
  spam: "Spam",
  uncertain: "May have been delivered",
};

/** The inbox's address for a page and view, with a notice to show after an action (and the counts "Retry now" reports). */
export function inboxHref(query: Partial<InboxQuery> & { notice?: string; counts?: { sent: number; failed: number } }): string {
  const params = new URLSearchParams();
  if (query.view === "all") params.set("view", "all");
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.notice) params.set("notice", query.notice);
  if (query.counts) {
    params.set("sent", String(query.counts.sent));
    params.set("failed", String(query.counts.failed));
  }
  const search = params.toString();
  return `${routes.admin.inbox}${search ? `?${search}` : ""}`;
}

/** A time in the inbox: "Nov 23, 2026, 11:49 UTC" (one zone for every reader of the inbox). */
export function formatInboxTime(value: string | null): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const text = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(date);
  return `${text} UTC`;
}
