import type { Inquiry } from "./schema";

/** An inquiry taken for forwarding: its attempt is counted and no other worker can take it until the lease ends. */
export type ClaimedInquiry = Inquiry & { id: string; attempts: number; createdAt: string };

export interface InquiryStore {
  readonly name: "embedded" | "supabase";
  /**
   * Keeps a new inquiry. With `claimForMs` it is stored already claimed by the caller (attempt 1), so the
   * submission forwards it itself and no retry worker can send it meanwhile.
   */
  insert(inquiry: Inquiry, options: { status: "pending" | "spam"; claimForMs?: number }): Promise<{ id: string }>;
  /** Atomically claims up to `limit` due inquiries (pending or failed, next attempt reached); `id` narrows it to one. */
  claimDue(options: { limit: number; leaseMs: number; id?: string }): Promise<ClaimedInquiry[]>;
  markSent(id: string): Promise<void>;
  markFailed(id: string, error: string, retryInMs: number): Promise<void>;
}

export const LAST_ERROR_MAX = 500;
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
  created_at: Date | string;
};

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
    createdAt: row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at),
  };
}

