import "server-only";
import { PGlite } from "@electric-sql/pglite";
import { closeSync, fdatasyncSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { serverEnvironment } from "@/config/server-env";
import { SUPABASE_ROLES_SQL } from "./supabase-roles";
import { releaseDataDirLock, takeDataDirLock } from "./data-dir-lock";
import { InquiryJournal } from "./journal";
import { processSingleton } from "@/lib/server/process-singleton.mjs";

/**
 * The embedded Postgres (PGlite) that keeps inquiries when Supabase is not configured, persisted under
 * DATA_DIR/inquiries. One instance per process and directory: opened lazily on first use, shared by every
 * route (kept on globalThis, since Next may load a module once per route bundle), and PGlite queues the
 * queries of concurrent requests on its one connection. A lock file keeps a second process off the same files.
 */

const MIGRATIONS_DIR = path.join(process.cwd(), "supabase", "migrations");

/** Supabase's roles and auth helpers, and the record of the migrations applied here. */
const SUPABASE_COMPATIBILITY = `
  ${SUPABASE_ROLES_SQL}
  create table if not exists public.embedded_migrations (name text primary key, applied_at timestamptz not null default now());
  revoke all on public.embedded_migrations from anon, authenticated;
`;

/** What this process has opened, by directory: its databases (opening or open), journals and locks. */
type Opened = { pending: Map<string, Promise<PGlite>>; open: Map<string, PGlite>; journals: Map<string, InquiryJournal>; locks: Set<string> };
const opened = () =>
  processSingleton<Opened>("inquiries.embedded-db", () => ({ pending: new Map(), open: new Map(), journals: new Map(), locks: new Set() }), { close: closeAll });

/** The lock on DATA_DIR's inquiry files, taken once per process (lib/inquiries/data-dir-lock.ts). */
function holdLock(directory: string): void {
  const { locks } = opened();
  if (locks.has(directory)) return;
  mkdirSync(path.dirname(directory), { recursive: true });
  takeDataDirLock(directory);
  locks.add(directory);
}

function releaseLock(locks: Set<string>, directory: string): void {
  if (!locks.delete(directory)) return;
  releaseDataDirLock(directory);
}

/**
 * Applies, in file-name order, each migration that this database has not applied yet (each in its own transaction,
 * recorded in public.embedded_migrations), so an existing database gets the files added since. `include` picks
 * some of them (a test makes a database as an earlier version of the site left it).
 */
export async function applyMigrations(db: PGlite, include: (file: string) => boolean = () => true): Promise<void> {
  await db.exec(SUPABASE_COMPATIBILITY);
  const applied = new Set((await db.query<{ name: string }>("select name from public.embedded_migrations")).rows.map((row) => row.name));
  const files = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith(".sql") && include(name)).sort();
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(path.join(MIGRATIONS_DIR, file), "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("insert into public.embedded_migrations (name) values ($1)", [file]);
    });
  }
}

async function open(directory: string): Promise<PGlite> {
  holdLock(directory);
  let db: PGlite | undefined;
  try {
    db = new PGlite(directory);
    await db.waitReady;
    await applyMigrations(db);
    return db;
  } catch (error) {
    await db?.close().catch(() => undefined);
    const { journals, locks } = opened();
    if (!journals.has(directory)) releaseLock(locks, directory);
    throw error;
  }
}

export function embeddedDatabaseDir(): string {
  return path.join(serverEnvironment().dataDir, "inquiries");
}

/**
 * The process's embedded database for DATA_DIR, opened (and migrated) on first use. A failed open is retried on the
 * next call, and a database that was closed (it failed, or something closed it) is opened again.
 */
export function getEmbeddedDatabase(): Promise<PGlite> {
  const directory = embeddedDatabaseDir();
  const { pending: databases, open: openDatabases } = opened();
  if (openDatabases.get(directory)?.closed) {
    databases.delete(directory);
    openDatabases.delete(directory);
  }
  let pending = databases.get(directory);
  if (!pending) {
    pending = open(directory);
    databases.set(directory, pending);
    pending.then((db) => openDatabases.set(directory, db)).catch(() => undefined);
    pending.catch(() => {
      if (databases.get(directory) === pending) databases.delete(directory);
    });
  }
  return pending;
}

/**
 * The journal beside the embedded database (DATA_DIR/inquiries.journal), opened on first use under the same lock. It
 * does not need the database: when the database cannot be opened, the journal still keeps what arrives.
 */
export function getInquiryJournal(): InquiryJournal {
  const directory = embeddedDatabaseDir();
  const { journals } = opened();
  let journal = journals.get(directory);
  if (!journal) {
    holdLock(directory);
    journal = new InquiryJournal(`${directory}.journal`);
    journals.set(directory, journal);
  }
  return journal;
}

/** When the process ends: every database is closed (PGlite writes what it holds to disk), then each journal, then their locks are released. */
async function closeAll({ pending, journals, locks }: Opened): Promise<void> {
  try {
    for (const opening of pending.values()) {
      const db = await opening.catch(() => null);
      if (db && !db.closed) await db.close();
    }
  } finally {
    for (const journal of journals.values()) journal.close();
    for (const directory of [...locks]) releaseLock(locks, directory);
  }
}

/**
 * Proves that the journal's disk takes a new synced write: a new file of one page, flushed, then removed. A full or
 * read-only disk throws. Also opens the journal (and takes the lock), which throws when another process holds it.
 */
export function probeDataDirWrite(): void {
  const journal = getInquiryJournal();
  const probe = `${journal.file}.probe-${process.pid}`;
  const fd = openSync(probe, "w");
  try {
    writeSync(fd, Buffer.alloc(4096, 0x20));
    fdatasyncSync(fd);
  } finally {
    closeSync(fd);
    rmSync(probe, { force: true });
  }
}
