import "server-only";
import { PGlite } from "@electric-sql/pglite";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serverEnvironment } from "@/config/server-env";
import { SUPABASE_ROLES_SQL } from "./supabase-roles";

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

type Registry = Map<string, Promise<PGlite>>;
const REGISTRY_KEY = Symbol.for("northtide.inquiries.embedded-db");
const globalRegistry = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
const registry: Registry = (globalRegistry[REGISTRY_KEY] ??= new Map());

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function takeLock(directory: string): void {
  const lockFile = `${directory}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: "wx" });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const owner = Number(readFileSync(lockFile, "utf8").trim());
  if (owner && owner !== process.pid && processIsAlive(owner)) {
    throw new Error(`The embedded inquiry database at ${directory} is in use by process ${owner}; give each server its own DATA_DIR.`);
  }
  writeFileSync(lockFile, String(process.pid));
}

function releaseLock(directory: string): void {
  const lockFile = `${directory}.lock`;
  try {
    if (Number(readFileSync(lockFile, "utf8").trim()) === process.pid) rmSync(lockFile);
  } catch {
    // Already gone: nothing to release.
  }
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
  mkdirSync(path.dirname(directory), { recursive: true });
  takeLock(directory);
  let db: PGlite | undefined;
  try {
    db = new PGlite(directory);
    await db.waitReady;
    await applyMigrations(db);
    return db;
  } catch (error) {
    await db?.close().catch(() => undefined);
    releaseLock(directory);
    throw error;
  }
}

export function embeddedDatabaseDir(): string {
  return path.join(serverEnvironment().dataDir, "inquiries");
}

/** The process's embedded database for DATA_DIR, opened (and migrated) on first use. A failed open is retried on the next call. */
export function getEmbeddedDatabase(): Promise<PGlite> {
  const directory = embeddedDatabaseDir();
  let pending = registry.get(directory);
  if (!pending) {
    pending = open(directory);
    registry.set(directory, pending);
    pending.catch(() => {
      if (registry.get(directory) === pending) registry.delete(directory);
    });
  }
  return pending;
}

/** Closes every embedded database this process opened (tests, and a graceful shutdown). */
export async function closeEmbeddedDatabases(): Promise<void> {
  const entries = [...registry.entries()];
  registry.clear();
  for (const [directory, pending] of entries) {
    const db = await pending.catch(() => null);
    if (db) {
      await db.close();
      releaseLock(directory);
    }
  }
}
