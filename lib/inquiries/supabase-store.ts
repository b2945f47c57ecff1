import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { createSessionlessClient } from "@/lib/supabase/sessionless-client";
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
import { processSingleton } from "@/lib/server/process-singleton.mjs";

/** One store, and so one client, per project and key in the process. */
const stores = () => processSingleton("inquiries.supabase-stores", () => new Map<string, SupabaseInquiryStore>());

function failure(action: string, error: { message?: string; code?: string } | null): Error {
  return new Error(`Supabase could not ${action}: ${error?.message || "unknown error"}${error?.code ? ` (${error.code})` : ""}`);
}

const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * Inquiries in Supabase's `inquiries` table, read and written only with the server-only service-role key: the
 * publishable key and admins' tokens may do neither (supabase/migrations/20260106000000_least_privilege.sql), so
 * every inquiry passes the form's validation and rate limits, and the admin inbox works through this store. The insert,
 * the claims and the requeues are the SQL functions of supabase/migrations/, called through PostgREST.
 */
export class SupabaseInquiryStore extends SqlFunctionStore implements InquiryStore {
  readonly name = "supabase" as const;

  private constructor(private readonly client: SupabaseClient) {
    super();
  }

  static for(url: string, serviceRoleKey: string): SupabaseInquiryStore {
    const key = `${url}\n${serviceRoleKey}`;
    let store = stores().get(key);
    if (!store) {
      store = new SupabaseInquiryStore(createSessionlessClient(url, serviceRoleKey));
      stores().set(key, store);
    }
    return store;
  }

  /** PostgREST's /rpc/: never repeated (supabase-js repeats a failed read by default, and most of these write); `signal` abandons it. */
  async call(name: string, args: Record<string, unknown>, action: string, signal?: AbortSignal): Promise<unknown> {
    let query = this.client.rpc(name, args).retry(false);
    if (signal) query = query.abortSignal(signal);
    const { data, error } = await query;
    if (error) throw failure(action, error);
    return data;
  }

  async restore(kept: KeptInquiry[]): Promise<number> {
    if (!kept.length) return 0;
    const { data, error } = await this.client
      .from("inquiries")
      .upsert(kept.map(keptInquiryRow), { onConflict: "id", ignoreDuplicates: true })
      .select("id");
    if (error) throw failure("restore kept inquiries", error);
    const added = new Set(((data as { id: string }[] | null) ?? []).map((row) => row.id));
    // Held already but delivered outside the store (its record of the delivery was lost): now marked sent.
    for (const entry of kept) if (entry.delivery === "forwarded" && !added.has(entry.id)) await this.recordDelivery(entry.id, entry.at ?? new Date().toISOString());
    return added.size;
  }

  async markSent(id: string): Promise<void> {
    await this.recordDelivery(id, new Date().toISOString());
  }

  private async recordDelivery(id: string, at: string): Promise<void> {
    const { error } = await this.client.from("inquiries").update({ status: "sent", forwarded_at: at, last_error: null, leased_until: null }).eq("id", id).neq("status", "sent");
    if (error) throw failure("record a sent inquiry", error);
  }

  /** Only while `claim` is the latest: no later claim took the inquiry, and its lease was not taken back. */
  private latestClaim(claim: ClaimedInquiry, update: Record<string, unknown>) {
    return this.client.from("inquiries").update(update).eq("id", claim.id).eq("attempts", claim.attempts).not("leased_until", "is", null).in("status", ["pending", "failed"]);
  }

  async markFailed(claim: ClaimedInquiry, lastError: string, retryInMs: number, options: { unanswered?: boolean } = {}): Promise<void> {
    const { error } = await this.latestClaim(claim, {
      status: "failed",
      last_error: truncateError(lastError),
      leased_until: null,
      next_attempt_at: inFuture(retryInMs),
      unanswered_attempts: claim.unansweredAttempts + (options.unanswered ? 1 : 0),
    });
    if (error) throw failure("record a failed forward", error);
  }

  async markUncertain(claim: ClaimedInquiry, lastError: string): Promise<void> {
    const { error } = await this.latestClaim(claim, { status: "uncertain", last_error: truncateError(lastError), leased_until: null, unanswered_attempts: claim.unansweredAttempts + 1 });
    if (error) throw failure("record an unanswered forward", error);
  }

  async list(options: { limit: number; offset: number; view: InboxView }): Promise<{ inquiries: StoredInquiry[]; total: number }> {
    const base = () => {
      const query = this.client.from("inquiries").select("*", { count: "exact" });
      return options.view === "open" ? query.is("handled_at", null) : query;
    };
    const { data, error, count } = await base()
      .order("created_at", { ascending: false })
      .order("id")
      .range(options.offset, options.offset + options.limit - 1);
    if (error?.code === "PGRST103") {
      // A page past the last one: PostgREST refuses the range; the inbox wants an empty page and the total.
      const { count: total, error: countError } = await base().limit(0);
      if (countError) throw failure("count inquiries", countError);
      return { inquiries: [], total: total ?? 0 };
    }
    if (error) throw failure("list inquiries", error);
    return { inquiries: ((data as FullInquiryRow[] | null) ?? []).map(toStoredInquiry), total: count ?? 0 };
  }

  async get(id: string): Promise<StoredInquiry | null> {
    const { data, error } = await this.client.from("inquiries").select("*").eq("id", id).maybeSingle();
    if (error) throw failure("read an inquiry", error);
    return data ? toStoredInquiry(data as FullInquiryRow) : null;
  }

  async setHandled(id: string, handled: boolean): Promise<boolean> {
    let query = this.client
      .from("inquiries")
      .update({ handled_at: handled ? new Date().toISOString() : null })
      .eq("id", id);
    // Marked handled twice (two tabs, a double click): the first time stays, as in the embedded store.
    if (handled) query = query.is("handled_at", null);
    const { data, error } = await query.select("id");
    if (error) throw failure("mark an inquiry handled", error);
    if (((data as unknown[] | null) ?? []).length > 0) return true;
    return handled ? (await this.get(id)) !== null : false;
  }

  /** A HEAD request for at most one row: PostgREST and Postgres answer it without sending any inquiry. Not retried (supabase-js retries a failed read by default): one failed check is the answer. */
  async check(signal: AbortSignal): Promise<void> {
    const { error } = await this.client.from("inquiries").select("id", { head: true }).limit(1).retry(false).abortSignal(signal);
    if (error) throw failure("answer a health check", error);
  }
}
