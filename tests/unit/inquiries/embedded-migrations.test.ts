import { PGlite } from "@electric-sql/pglite";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, getEmbeddedDatabase } from "@/lib/inquiries/embedded-db";
import { migrationFiles } from "../../support/pglite";
import { endProcess } from "../../support/process";

/**
 * An embedded database created before the least-privilege and site-images migrations existed, opened by this
 * version of the site: the new files are applied in order on top, and the inquiries it holds stay.
 */

const savedDataDir = process.env.DATA_DIR;
const FIRST_NEW = "20260106000000_least_privilege.sql";
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "northtide-embedded-migrations-"));
  mkdirSync(path.join(root, "data"));
  const older = new PGlite(path.join(root, "data", "inquiries"));
  await applyMigrations(older, (file) => file < FIRST_NEW);
  await older.query("insert into public.inquiries (name, email, message, status) values ('Kept', 'kept@example.com', 'From before', 'failed')");
  await older.exec("set role anon");
  await older.query("insert into public.inquiries (name, email, message) values ('Direct', 'direct@example.com', 'Then allowed')");
  await older.exec("reset role");
  await older.close();
}, 60_000);

afterAll(async () => {
  await endProcess();
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
  rmSync(root, { recursive: true, force: true });
});

describe("opening an embedded database made by an earlier version", () => {
  it("applies the migrations added since, in order, and keeps its inquiries", async () => {
    process.env.DATA_DIR = path.join(root, "data");
    const db = await getEmbeddedDatabase();
    const applied = await db.query<{ name: string }>("select name from public.embedded_migrations order by applied_at, name");
    expect(applied.rows.map((row) => row.name)).toEqual(migrationFiles());
    expect(migrationFiles()).toEqual(expect.arrayContaining([FIRST_NEW, "20260106100000_site_images_bucket.sql"]));
    const kept = await db.query("select name, status from public.inquiries order by name");
    expect(kept.rows).toEqual([
      { name: "Direct", status: "pending" },
      { name: "Kept", status: "failed" },
    ]);
  });

  it("now refuses what the publishable key could do before", async () => {
    const db = await getEmbeddedDatabase();
    await db.exec("set role anon");
    try {
      await expect(db.query("insert into public.inquiries (name, email, message) values ('Direct', 'direct@example.com', 'Now refused')")).rejects.toThrow(/permission denied for table inquiries/);
    } finally {
      await db.exec("reset role");
    }
  });
});
