import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { callers, migrationFiles, supabaseLikeDbForSuite } from "../../support/pglite";

/**
 * The site-images bucket (supabase/migrations/20260106100000_site_images_bucket.sql) on a database with a stand-in of
 * Supabase Storage's schema: storage.objects with row-level security, as the Storage API queries it for the role of
 * the request's token. Public URLs of a public bucket are served without a policy; everything else goes through these.
 */

const ADMIN_ID = "11111111-1111-4111-8111-111111111111";
const USER_ID = "22222222-2222-4222-8222-222222222222";
const MIGRATION = path.join(process.cwd(), "supabase", "migrations", "20260106100000_site_images_bucket.sql");
const db = supabaseLikeDbForSuite({
  storage: true,
  seed: `
    insert into public.admins (user_id) values ('${ADMIN_ID}');
    insert into storage.buckets (id, name) values ('private-files', 'private-files');
    insert into storage.objects (bucket_id, name) values ('site-images', 'projects/existing.webp'), ('private-files', 'secret.pdf');
  `,
});
const { asAnon, asAdmin, asUser } = callers(db, { admin: ADMIN_ID, user: USER_ID });

const upload = (bucket: string, name: string) => db.query("insert into storage.objects (bucket_id, name) values ($1, $2)", [bucket, name]);
const objects = async () => (await db.query<{ bucket_id: string; name: string }>("select bucket_id, name from storage.objects order by bucket_id, name")).rows;

describe("the site-images bucket", () => {
  it("is public (its URLs serve anyone), for images of at most 5 MB, without SVG", async () => {
    const { rows } = await db.query("select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = 'site-images'");
    expect(rows).toEqual([
      { id: "site-images", name: "site-images", public: true, file_size_limit: 5242880, allowed_mime_types: ["image/webp", "image/avif", "image/png", "image/jpeg", "image/gif"] },
    ]);
  });

  it("can be migrated again without change or error", async () => {
    await db.exec(readFileSync(MIGRATION, "utf8"));
    const { rows } = await db.query<{ count: number }>("select count(*)::int as count from storage.buckets where id = 'site-images'");
    expect(rows).toEqual([{ count: 1 }]);
    const policies = await db.query<{ policyname: string }>("select policyname from pg_policies where schemaname = 'storage' and tablename = 'objects' order by policyname");
    expect(policies.rows.map((row) => row.policyname)).toEqual(["site images: admins read", "site images: admins replace", "site images: admins upload"]);
  });
});

describe("on a current hosted project, where storage.objects belongs to supabase_storage_admin", () => {
  it("the stand-in refuses the project's own role to alter the table, as a hosted project does (must be owner of table objects)", async () => {
    const { rows } = await db.query<{ owner: string }>("select tableowner as owner from pg_tables where schemaname = 'storage' and tablename = 'objects'");
    expect(rows).toEqual([{ owner: "supabase_storage_admin" }]);
    // A hosted project's postgres is no superuser and owns no table in storage.
    await db.exec(`
      do $$ begin if not exists (select 1 from pg_roles where rolname = 'project_owner') then create role project_owner nologin; end if; end $$;
      grant usage on schema storage to project_owner;
      grant all on storage.buckets, storage.objects to project_owner;
    `);
    await db.exec("set role project_owner");
    try {
      await expect(db.exec("alter table storage.objects enable row level security")).rejects.toThrow(/must be owner of table objects/);
    } finally {
      await db.exec("reset role");
    }
  });

  it("no migration alters a Storage table: on storage.* only inserts into buckets and creates or drops policies on objects", () => {
    const MIGRATIONS = path.join(process.cwd(), "supabase", "migrations");
    for (const file of migrationFiles()) {
      const sql = readFileSync(path.join(MIGRATIONS, file), "utf8").replace(/--[^\n]*/g, "");
      const statements = sql.split(/;|\$sql\$/).filter((statement) => /\bstorage\.\w+/i.test(statement));
      for (const statement of statements) {
        const text = statement.replace(/\s+/g, " ").trim().toLowerCase();
        const allowed =
          /^(insert into storage\.buckets\b|update storage\.buckets\b|(create|drop) policy (if exists )?"[^"]+" on storage\.objects\b)/.test(text) ||
          // The guard that skips the migration where Storage is missing (PGlite) only reads the catalog.
          /^do \$migration\$ begin if to_regclass\('storage\.buckets'\) is null/.test(text);
        expect(allowed, `${file}: ${text.slice(0, 120)}`).toBe(true);
      }
    }
  });
});

describe("the publishable key (anon) and signed-in users who are not admins", () => {
  it("upload nothing, to this bucket or any other", async () => {
    const before = await objects();
    for (const as of [asAnon, asUser]) {
      await expect(as(() => upload("site-images", "projects/intruder.webp"))).rejects.toThrow(/row-level security/);
      await expect(as(() => upload("private-files", "intruder.pdf"))).rejects.toThrow(/row-level security/);
    }
    expect(await objects()).toEqual(before);
  });

  it("list, replace and delete nothing", async () => {
    const before = await objects();
    for (const as of [asAnon, asUser]) {
      expect((await as(() => db.query("select name from storage.objects"))).rows).toEqual([]);
      expect((await as(() => db.query("update storage.objects set name = 'x' returning id"))).rows).toEqual([]);
      expect((await as(() => db.query("delete from storage.objects returning id"))).rows).toEqual([]);
    }
    expect(await objects()).toEqual(before);
  });
});

describe("admins", () => {
  it("upload an image to site-images and replace it (an upsert reads, inserts and updates)", async () => {
    await asAdmin(() => upload("site-images", "covers/new.webp"));
    const replaced = await asAdmin(() => db.query("update storage.objects set metadata = '{\"size\": 1}' where bucket_id = 'site-images' and name = 'covers/new.webp'"));
    expect(replaced.affectedRows).toBe(1);
    const listed = await asAdmin(() => db.query<{ name: string }>("select name from storage.objects order by name"));
    expect(listed.rows.map((row) => row.name)).toEqual(["covers/new.webp", "projects/existing.webp"]);
  });

  it("write nowhere else: another bucket, or moving an image out of site-images", async () => {
    const before = await objects();
    await expect(asAdmin(() => upload("private-files", "admin.pdf"))).rejects.toThrow(/row-level security/);
    await expect(asAdmin(() => db.query("update storage.objects set bucket_id = 'private-files' where name = 'covers/new.webp'"))).rejects.toThrow(/row-level security/);
    expect(await objects()).toEqual(before);
  });

  it("delete no image through the API (the Supabase dashboard does that)", async () => {
    const deleted = await asAdmin(() => db.query("delete from storage.objects returning id"));
    expect(deleted.rows).toEqual([]);
  });
});
