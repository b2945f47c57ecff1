import "server-only";
import { serverEnvironment } from "@/config/server-env";
import { forwardingConfig } from "./config";
import { DUPLICATE_WINDOW_MS, duplicateKey } from "./duplicates";
import { getInquiryJournal } from "./embedded-db";
import { forwardInquiry } from "./formsubmit";
import { withForwardSlot } from "./forward-slots";
import type { JournalEntry, JournalRecord } from "./journal";
import type { Inquiry } from "./schema";
import type { InquiryStore, KeptInquiry } from "./store-types";
import { processSingleton } from "@/lib/server/process-singleton.mjs";

/**
 * The second path for a lead. In embedded mode every inquiry is written to the journal (DATA_DIR/inquiries.journal)
 * and synced before it is acknowledged, and so is every delivery the moment FormSubmit confirms it. When the store
 * cannot take an inquiry (unreachable, paused, refusing, a full disk), it is forwarded at once within the request and
 * kept here: in memory, and in the journal when there is one (otherwise its whole record goes to the log, the only
 * lasting place a serverless function has). Kept inquiries are written into the store when it answers again
 * (reconcileKeptInquiries), with what became of their forward, so a delivered one is never forwarded a second time.
 */

/** How long a journal record stays after its inquiry is in the store: the embedded database syncs on its own time. */
export const JOURNAL_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

type SecondPathState = {
  kept: Map<string, KeptInquiry>;
  reconciling: Promise<number> | null;
  /** Data directories whose journal this process has read back into the store. */
  recovered: Set<string>;
  /** The outcome of the latest write to the store (health reports it). */
  lastStoreWrite: { ok: boolean; at: number; error: string | null } | null;
};
const processState = () =>
  processSingleton<SecondPathState>(
    "inquiries.second-path",
    () => ({ kept: new Map(), reconciling: null, recovered: new Set(), lastStoreWrite: null }),
    { stop: (state) => state.reconciling },
  );

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function noteStoreWrite(ok: boolean, error?: unknown): void {
  processState().lastStoreWrite = { ok, at: Date.now(), error: ok ? null : message(error) };
}

export function lastStoreWrite(): SecondPathState["lastStoreWrite"] {
  return processState().lastStoreWrite;
}

/** How many inquiries this process keeps outside the store. */
export function keptInquiryCount(): number {
  return processState().kept.size;
}

export const usesJournal = () => serverEnvironment().inquiries.store === "embedded";

/** Journals a new inquiry and resolves true once it is on stable storage; false (logged) without a journal or when it cannot be written. */
export async function journalNewInquiry(entry: { id: string; createdAt: string; inquiry: Inquiry }): Promise<boolean> {
  if (!usesJournal()) return false;
  try {
    await getInquiryJournal().append({ kind: "inquiry", ...entry });
    return true;
  } catch (error) {
    console.error(`[inquiries] could not write ${entry.id} to the journal:`, message(error));
    return false;
  }
}

async function appendRecord(entry: JournalEntry): Promise<void> {
  try {
    await getInquiryJournal().append(entry);
  } catch (error) {
    console.error(`[inquiries] could not record ${entry.kind} of ${entry.id} in the journal:`, message(error));
  }
}

/**
 * Remembers, on stable storage, that FormSubmit confirmed the delivery of `id`, before the store records it: a crash
 * in between leaves the journal to tell the next start (recoverJournal) not to send it again. A no-op without a journal.
 */
export async function journalDelivery(id: string): Promise<void> {
  if (usesJournal()) await appendRecord({ kind: "forwarded", id, at: new Date().toISOString() });
}

/** Remembers that the journaled inquiry `id` is the same message as the stored `of`, so that no recovery keeps it as a lead. */
export async function journalDuplicate(id: string, of: string): Promise<void> {
  await appendRecord({ kind: "duplicate", id, of });
}

/** An inquiry kept outside the store, in this process, with the same message as `key` within the window: its id. */
export function keptDuplicateOf(key: string, now: number = Date.now()): string | null {
  for (const kept of processState().kept.values()) {
    if (now - Date.parse(kept.createdAt) < DUPLICATE_WINDOW_MS && duplicateKey(kept.inquiry) === key) return kept.id;
  }
  return null;
}

/**
 * The store could not take this inquiry: forwards it now (once, with the normal time-out, holding a forward slot) and
 * keeps it with the outcome until the store takes it. `journaled`: its record is already in the journal, where the
 * forward is recorded too, as about to be sent and then with its outcome, so that a crash in between makes it
 * "unanswered" rather than never tried.
 */
export async function keepOutsideStore(entry: { id: string; createdAt: string; inquiry: Inquiry }, journaled: boolean): Promise<KeptInquiry> {
  const forwarding = forwardingConfig();
  let kept: KeptInquiry = { ...entry, delivery: "not_tried", at: null, error: forwarding.enabled ? null : `forwarding is off (${forwarding.reason})` };
  if (forwarding.enabled) {
    kept = await withForwardSlot(async () => {
      if (journaled) await appendRecord({ kind: "sending", id: entry.id, at: new Date().toISOString() });
      const result = await forwardInquiry({ ...entry.inquiry, id: entry.id, createdAt: entry.createdAt, attempts: 1, unansweredAttempts: 0 }, forwarding);
      const at = new Date().toISOString();
      const outcome: KeptInquiry = result.ok ? { ...kept, delivery: "forwarded", at } : { ...kept, delivery: result.unanswered ? "unanswered" : "failed", at, error: result.error };
      if (journaled) {
        await appendRecord(
          outcome.delivery === "forwarded"
            ? { kind: "forwarded", id: entry.id, at }
            : { kind: outcome.delivery === "unanswered" ? "unanswered" : "failed", id: entry.id, at, error: outcome.error ?? "" },
        );
      }
      return outcome;
    });
  }
  processState().kept.set(kept.id, kept);
  if (journaled) {
    console.error(`[inquiries] the store could not take ${kept.id}; forward: ${kept.delivery}. It is in the journal and goes into the store when it answers.`);
  } else {
    // No disk that lasts: this line is the inquiry's only copy outside the e-mail until the store takes it.
    console.error(`[inquiries] the store could not take ${kept.id}; forward: ${kept.delivery}. Kept: ${JSON.stringify(kept)}`);
  }
  return kept;
}

const NO_OUTCOME = "No outcome was recorded for the forward (the server stopped during it): it may have been delivered.";

/**
 * The journal's records folded into one kept inquiry per id, with the latest outcome of its forward: delivered (a
 * confirmed delivery is final), refused, unanswered, or sent with no outcome recorded (counted as unanswered). An
 * inquiry found to be the same message as a stored one is left out.
 */
export function foldJournal(records: JournalRecord[]): KeptInquiry[] {
  const byId = new Map<string, KeptInquiry>();
  const duplicates = new Set<string>();
  for (const record of records) {
    if (record.kind === "inquiry") {
      if (!byId.has(record.id)) byId.set(record.id, { id: record.id, createdAt: record.createdAt, inquiry: record.inquiry, delivery: "not_tried", at: null, error: null });
      continue;
    }
    if (record.kind === "duplicate") {
      duplicates.add(record.id);
      continue;
    }
    const kept = byId.get(record.id);
    if (!kept || kept.delivery === "forwarded") continue;
    if (record.kind === "forwarded") byId.set(record.id, { ...kept, delivery: "forwarded", at: record.at, error: null });
    else if (record.kind === "sending") byId.set(record.id, { ...kept, delivery: "unanswered", at: record.at, error: NO_OUTCOME });
    else byId.set(record.id, { ...kept, delivery: record.kind, at: record.at, error: record.error });
  }
  return [...byId.values()].filter((kept) => !duplicates.has(kept.id));
}

/**
 * Every inquiry that an earlier process left in the journal and the store lacks goes into it, and every delivery it
 * recorded that the store lacks is marked; records older than the retention are then dropped. This process's own
 * records (its journal's `writer`) are left alone, whenever they were written: it is storing those inquiries itself.
 */
async function recoverJournal(store: InquiryStore, now: number): Promise<number> {
  const journal = getInquiryJournal();
  const { records, unreadable } = journal.read();
  if (unreadable) console.warn(`[inquiries] ${unreadable} unreadable line(s) in ${journal.file} were skipped`);
  const earlier = (record: JournalRecord) => record.writer !== journal.writer;
  const entries = foldJournal(records.filter(earlier));
  const added = await store.restore(entries);
  const createdAt = new Map(records.flatMap((record) => (record.kind === "inquiry" ? [[record.id, Date.parse(record.createdAt)] as const] : [])));
  journal.compact((record) => !(earlier(record) && now - (createdAt.get(record.id) ?? now) > JOURNAL_RETENTION_MS));
  if (added) console.warn(`[inquiries] ${added} inquiry(ies) from the journal were missing from the store and have been written into it`);
  return added;
}

async function reconcile(store: InquiryStore, now: number): Promise<number> {
  const state = processState();
  let added = 0;
  if (store.name === "embedded" && usesJournal()) {
    const directory = serverEnvironment().dataDir;
    if (!state.recovered.has(directory)) {
      added += await recoverJournal(store, now);
      state.recovered.add(directory);
    }
  }
  const entries = [...state.kept.values()];
  if (entries.length) {
    added += await store.restore(entries);
    for (const entry of entries) state.kept.delete(entry.id);
    console.info(`[inquiries] ${entries.length} inquiry(ies) kept outside the store are now in it`);
  }
  noteStoreWrite(true);
  return added;
}

/**
 * Writes kept inquiries into the store (and, once per process in embedded mode, every journal record it lacks).
 * Concurrent callers share one run. Resolves to how many were added; a store that still cannot take them keeps them.
 */
export function reconcileKeptInquiries(store: InquiryStore, now: number = Date.now()): Promise<number> {
  const state = processState();
  const needed = state.kept.size > 0 || (store.name === "embedded" && usesJournal() && !state.recovered.has(serverEnvironment().dataDir));
  if (!needed) return Promise.resolve(0);
  state.reconciling ??= reconcile(store, now)
    .catch((error: unknown) => {
      noteStoreWrite(false, error);
      console.warn("[inquiries] kept inquiries could not be written into the store yet:", message(error));
      return 0;
    })
    .finally(() => {
      state.reconciling = null;
    });
  return state.reconciling;
}

