import "server-only";
import { randomUUID } from "node:crypto";
import { closeSync, fdatasync, fsyncSync, fstatSync, ftruncateSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";
import type { Inquiry } from "./schema";

/**
 * The inquiry journal: an append-only file of JSON lines beside the embedded database, flushed to stable storage
 * (fdatasync) before a visitor is told their message arrived. The embedded Postgres writes without syncing, so the
 * journal is what makes an acknowledgement survive a host or power failure; it also keeps the inquiries that the
 * database could not take, until they are written into it (lib/inquiries/second-path.ts).
 *
 * Appends that arrive while a sync is under way share the next one (group commit): each waits only until a sync that
 * started after its own write has finished. Each record names the journal that wrote it (`writer`, one per process and
 * directory), so that a process tells its own records, whose inquiries it is storing itself, from an earlier one's.
 */
export type JournalEntry =
  | { kind: "inquiry"; id: string; createdAt: string; inquiry: Inquiry }
  /** Delivered by the e-mail service: written the moment it confirms, before the store records it. */
  | { kind: "forwarded"; id: string; at: string }
  /** About to be sent to the e-mail service outside the store (the store could not take it). */
  | { kind: "sending"; id: string; at: string }
  /** Sent to the e-mail service outside the store, without an answer in time: it may have been delivered. */
  | { kind: "unanswered"; id: string; at: string; error: string }
  /** Refused by the e-mail service outside the store: not delivered. */
  | { kind: "failed"; id: string; at: string; error: string }
  /** The same message as the stored inquiry `of` (lib/inquiries/duplicates.ts): it is that lead, not a new one. */
  | { kind: "duplicate"; id: string; of: string };
/** Records written before journals named their writer have none. */
export type JournalRecord = JournalEntry & { writer?: string };

const fdatasyncAsync = (fd: number) =>
  new Promise<void>((resolve, reject) => {
    fdatasync(fd, (error) => (error ? reject(error) : resolve()));
  });

function syncDirectory(directory: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(directory, "r");
    fsyncSync(fd);
  } catch {
    // Some file systems refuse to sync a directory; the file's own sync still holds its contents.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export function parseJournal(text: string): { records: JournalRecord[]; unreadable: number } {
  const records: JournalRecord[] = [];
  let unreadable = 0;
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      const record = JSON.parse(line) as JournalRecord;
      if (record && typeof record === "object" && typeof record.id === "string" && typeof record.kind === "string") records.push(record);
      else unreadable += 1;
    } catch {
      unreadable += 1;
    }
  }
  return { records, unreadable };
}

export class InquiryJournal {
  private fd: number;
  private size: number;
  private written = 0;
  private synced = 0;
  private syncing: Promise<void> | null = null;
  /** fdatasync calls made (the durability test counts them against acknowledgements). */
  syncCalls = 0;
  /** This journal's name in the records it writes. */
  readonly writer = randomUUID();

  constructor(readonly file: string) {
    this.fd = openSync(file, "a");
    this.size = fstatSync(this.fd).size;
    syncDirectory(path.dirname(file));
  }

  /** Appends `entry` and resolves once it is on stable storage; rejects (leaving the file as it was) when it cannot be. */
  async append(entry: JournalEntry): Promise<void> {
    const line = Buffer.from(`${JSON.stringify({ ...entry, writer: this.writer })}\n`, "utf8");
    try {
      for (let offset = 0; offset < line.length; ) offset += writeSync(this.fd, line, offset, line.length - offset);
    } catch (error) {
      // A partial line (a full disk) would glue itself to the next record: cut it off.
      try {
        ftruncateSync(this.fd, this.size);
      } catch {
        // The next reader skips an unreadable line.
      }
      throw error;
    }
    this.size += line.length;
    const mine = ++this.written;
    while (this.synced < mine) {
      this.syncing ??= this.syncOnce().finally(() => {
        this.syncing = null;
      });
      await this.syncing;
    }
  }

  private async syncOnce(): Promise<void> {
    const covered = this.written;
    this.syncCalls += 1;
    await fdatasyncAsync(this.fd);
    this.synced = Math.max(this.synced, covered);
  }

  read(): { records: JournalRecord[]; unreadable: number } {
    return parseJournal(readFileSync(this.file, "utf8"));
  }

  /** Rewrites the journal with the records `keep` accepts, atomically (a new file, synced, renamed over the old one). */
  compact(keep: (record: JournalRecord) => boolean): { kept: number; dropped: number } {
    const { records } = this.read();
    // The file descriptor is replaced below: never while a sync on it is under way.
    if (this.syncing) return { kept: records.length, dropped: 0 };
    const kept = records.filter(keep);
    if (kept.length === records.length) return { kept: kept.length, dropped: 0 };
    const temporary = `${this.file}.compacting`;
    writeFileSync(temporary, kept.map((record) => `${JSON.stringify(record)}\n`).join(""));
    const fd = openSync(temporary, "r+");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, this.file);
    syncDirectory(path.dirname(this.file));
    closeSync(this.fd);
    this.fd = openSync(this.file, "a");
    this.size = fstatSync(this.fd).size;
    return { kept: kept.length, dropped: records.length - kept.length };
  }

  close(): void {
    closeSync(this.fd);
  }
}
