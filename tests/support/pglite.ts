import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SUPABASE_ROLES_SQL } from "@/lib/inquiries/supabase-roles";

const MIGRATIONS = path.join(process.cwd(), "supabase", "migrations");

/**
 * What a new Supabase project holds before any migration: its roles, auth.uid() and auth.jwt() reading the request's
 * JWT claims, the public schema open to the API roles, and the default privileges that give anon, authenticated and
 * service_role everything on each table, sequence and function the owner (postgres) creates in public.
 */
const SUPABASE_PROJECT = `
  ${SUPABASE_ROLES_SQL}
  revoke all on schema public from public;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
`;

/**
 * The part of Supabase Storage's schema that the migrations touch: buckets, and objects with row-level security
 * on (Supabase enables it and grants the API roles the table; policies decide). Storage answers for the role of the
 * request's JWT, as these tests do with asRole. As on a hosted project, the schema and its tables belong to Storage's
 * own role, supabase_storage_admin, not to the project's postgres: a migration may insert buckets and create or drop
 * policies on storage.objects (Supabase lets postgres do that much), never alter the tables.
 */
export const STORAGE_SCHEMA = `
  do $$ begin
    if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then create role supabase_storage_admin nologin noinherit; end if;
  end $$;
  create schema if not exists storage authorization supabase_storage_admin;
  create table storage.buckets (
    id text primary key,
    name text not null unique,
    owner uuid,
    public boolean not null default false,
    file_size_limit bigint,
    allowed_mime_types text[],
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  create table storage.objects (
    id uuid primary key default gen_random_uuid(),
    bucket_id text references storage.buckets (id),
    name text,
    owner uuid,
    metadata jsonb,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (bucket_id, name)
  );
  alter table storage.objects enable row level security;
  alter table storage.buckets enable row level security;
  alter table storage.buckets owner to supabase_storage_admin;
  alter table storage.objects owner to supabase_storage_admin;
  grant usage on schema storage to anon, authenticated, service_role;
  grant all on storage.objects, storage.buckets to anon, authenticated, service_role;
`;

type Options = {
  /** Apply only the migrations whose file names sort before this one (the database as it was before it). */
  before?: string;
  /** Create the stand-in of Supabase Storage's schema before migrating. */
  storage?: boolean;
};

export function migrationFiles(before?: string): string[] {
  return readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .filter((name) => !before || name < before);
}

/** An in-memory Postgres set up as a new Supabase project, with every migration applied as Supabase would. */
export async function createSupabaseLikeDb(options: Options = {}): Promise<PGlite> {
  const db = new PGlite();
  await db.exec(SUPABASE_PROJECT);
  if (options.storage) await db.exec(STORAGE_SCHEMA);
  for (const file of migrationFiles(options.before)) {
    await db.exec(readFileSync(path.join(MIGRATIONS, file), "utf8"));
  }
  return db;
}

/** Runs statements as a Supabase role (and optionally a signed-in user id), then returns to the owner. */
export async function asRole<T>(db: PGlite, role: "anon" | "authenticated" | "service_role", run: () => Promise<T>, userId?: string): Promise<T> {
  await db.exec(`set role ${role}`);
  if (userId) await db.query(`select set_config('request.jwt.claim.sub', $1, false)`, [userId]);
  try {
    return await run();
  } finally {
    await db.exec("reset role");
    await db.exec("select set_config('request.jwt.claim.sub', '', false)");
  }
}

type SuiteOptions = Options & {
  /** Statements run once after the migrations (the rows every test of the file reads). */
  seed?: string;
  /** Statements run before each test (the rows a test may leave behind). */
  reset?: string;
};

/**
 * The Supabase-like database of one test file: created before its tests, closed after them. The value returned stands
 * for it from the first test on (the file's top level runs before the database exists).
 */
export function supabaseLikeDbForSuite(options: SuiteOptions = {}): PGlite {
  let current: PGlite | undefined;
  beforeAll(async () => {
    current = await createSupabaseLikeDb(options);
    if (options.seed) await current.exec(options.seed);
  }, 60_000);
  afterAll(async () => {
    await current?.close();
  });
  if (options.reset) beforeEach(async () => void (await current?.exec(options.reset!)));
  return new Proxy({} as PGlite, {
    get(_target, key) {
      if (!current) throw new Error("The suite's database exists only while its tests run.");
      const value = Reflect.get(current, key, current);
      return typeof value === "function" ? value.bind(current) : value;
    },
  });
}

/** Runners for the three callers a browser or the server can be: anon, a signed-in admin, a signed-in non-admin. */
export function callers(db: PGlite, ids: { admin: string; user: string }) {
  return {
    asAnon: <T>(run: () => Promise<T>) => asRole(db, "anon", run),
    asAdmin: <T>(run: () => Promise<T>) => asRole(db, "authenticated", run, ids.admin),
    asUser: <T>(run: () => Promise<T>) => asRole(db, "authenticated", run, ids.user),
  };
}
