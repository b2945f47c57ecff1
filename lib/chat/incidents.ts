import "server-only";
import type { ChatDecision } from "@/config/env";
import { serverEnvironment } from "@/config/server-env";
import { chatFailureAlert } from "@/lib/alerts/messages";
import { alertChannelsConfigured, sendAlert } from "@/lib/alerts/senders";
import { runInBackground } from "@/lib/inquiries/background";
import { getInquiryStore } from "@/lib/inquiries/store";
import { processSingleton } from "@/lib/server/process-singleton.mjs";
import { type ChatFailureCause, isChatFailureCause } from "./failure-cause";

/**
 * What the hosted assistant's failures come to, kept where every instance of the site sees them: the database the
 * inquiries live in (Supabase with the service-role key, which a Vercel deployment must have; else the embedded one),
 * through the SQL functions of supabase/migrations/20260111000000_chat_incidents.sql. A failure is recorded with its
 * cause; the first of a cause on a (UTC) day claims that day's one alert, sent on the lead alert channels when one is
 * set; /api/health/ reads the latest failure and whether the upstream answered since. Recording happens after the
 * visitor's answer, in the background, and a record that fails is logged, never passed on to the visitor.
 */

export type HostedChatProvider = Exclude<ChatDecision["provider"], "local">;
export type ChatFailure = { provider: HostedChatProvider; cause: ChatFailureCause; detail: string };

/** The chat's part of /api/health/. */
export type ChatHealth = {
  provider: ChatDecision["provider"];
  /**
   * ok: the hosted assistant answered after its latest failure, or never failed (the local provider is always ok);
   * degraded: its latest call failed and it has not answered since, so the local assistant answers instead;
   * unknown: the record could not be read.
   */
  state: "ok" | "degraded" | "unknown";
  /** The latest failure in the last 30 days: its cause, when, and how many of that cause its day saw. */
  lastFailure?: { cause: ChatFailureCause; provider: HostedChatProvider; at: string; failuresThatDay: number };
};

/** An upstream answer is recorded at most this often per process, unless the process saw a failure since the last. */
export const ANSWER_RECORD_INTERVAL_MS = 60_000;

type SummaryRow = { cause: string; provider: string; failures: number; last_failed_at: string | Date; last_answered_at: string | Date | null };

/** One of the four SQL functions, on whichever database holds the inquiries (InquiryStore.call), given up after 5 s unless `signal` says otherwise. */
const callIncidentFunction = (name: string, args: Record<string, unknown>, action: string, signal?: AbortSignal) =>
  getInquiryStore().call(name, args, action, signal ?? AbortSignal.timeout(5000));

type RecorderState = { lastAnswerRecordedAt: number; failedSinceAnswerRecorded: boolean };
const recorderState = () => processSingleton<RecorderState>("chat.incidents", () => ({ lastAnswerRecordedAt: Number.NEGATIVE_INFINITY, failedSinceAnswerRecorded: false }));

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Records a failure and, when it claims its cause's alert for the day, sends it (giving the claim back if no channel took it). */
export async function recordChatFailure(failure: ChatFailure, now: number = Date.now()): Promise<void> {
  recorderState().failedSinceAnswerRecorded = true;
  const alerts = serverEnvironment().alerts;
  const at = new Date(now);
  const args = { failure_cause: failure.cause, failure_provider: failure.provider, failure_detail: failure.detail, claim_alert: alertChannelsConfigured(alerts), failed_at: at.toISOString() };
  const claimed = (await callIncidentFunction("record_chat_failure", args, "record a chat failure")) === true;
  if (!claimed) return;
  if (await sendAlert(alerts, chatFailureAlert(failure, now))) return;
  await callIncidentFunction("release_chat_alert", { failure_cause: failure.cause, failure_day: utcDay(at) }, "give a chat alert back");
}

/** Records that the hosted assistant answered: at most once a minute per process, at once after a failure it saw. */
export async function recordChatAnswer(now: number = Date.now()): Promise<void> {
  const state = recorderState();
  if (!state.failedSinceAnswerRecorded && now - state.lastAnswerRecordedAt < ANSWER_RECORD_INTERVAL_MS) return;
  state.lastAnswerRecordedAt = now;
  state.failedSinceAnswerRecorded = false;
  await callIncidentFunction("record_chat_answer", { answered_at: new Date(now).toISOString() }, "record a chat answer");
}

/** Either record after the answer has gone, kept alive past the response; a record that fails is logged. */
export function recordInBackground(what: string, record: () => Promise<void>): void {
  runInBackground(`chat ${what}`, () =>
    record().catch((error: unknown) => {
      console.error(`[chat] could not record the ${what}:`, error instanceof Error ? error.message : error);
    }),
  );
}

const isoOf = (value: string | Date) => new Date(value).toISOString();

/** The chat's state for /api/health/; the local provider has no upstream to fail. */
export async function chatHealth(decision: ChatDecision, signal?: AbortSignal): Promise<ChatHealth> {
  if (decision.provider === "local") return { provider: "local", state: "ok" };
  const [row] = (await callIncidentFunction("chat_incident_summary", {}, "read the chat's incidents", signal)) as SummaryRow[];
  if (!row || !isChatFailureCause(row.cause) || (row.provider !== "gemini" && row.provider !== "supabase")) return { provider: decision.provider, state: "ok" };
  const failedAt = Date.parse(isoOf(row.last_failed_at));
  const answeredAt = row.last_answered_at ? Date.parse(isoOf(row.last_answered_at)) : Number.NEGATIVE_INFINITY;
  return {
    provider: decision.provider,
    state: answeredAt >= failedAt ? "ok" : "degraded",
    lastFailure: { cause: row.cause, provider: row.provider, at: isoOf(row.last_failed_at), failuresThatDay: row.failures },
  };
}
