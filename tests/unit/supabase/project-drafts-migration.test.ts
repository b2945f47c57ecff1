import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { callers, createSupabaseLikeDb } from "../../support/pglite";

/**
 * supabase/migrations/20260109000000_project_drafts.sql on a database as the earlier migrations left it (projects
 * without a published state, all public), then the visibility rule it adds: the public key reads a project only once
 * it is published and due, and learns the next scheduled one's time alone.
 */

const MIGRATION = "20260109000000_project_drafts.sql";
const ADMIN_ID = "11111111-1111-4111-8111-111111111111";
const USER_ID = "22222222-2222-4222-8222-222222222222";

let db: PGlite;
const current = new Proxy({} as PGlite, {
  get(_target, key) {
    const value = Reflect.get(db, key, db);
    return typeof value === "function" ? value.bind(db) : value;
  },
});
const { asAnon, asAdmin, asUser } = callers(current, { admin: ADMIN_ID, user: USER_ID });

beforeAll(async () => {
  db = await createSupabaseLikeDb({ before: MIGRATION });
  await db.exec(`
    insert into public.projects (name, slug, created_at) values
      ('Old Project', 'old-project', '2025-02-17T01:30:00Z'),
      ('Dated Ahead', 'dated-ahead', now() + interval '10 days');
    insert into public.admins (user_id, email) values ('${ADMIN_ID}', 'admin@example.com');
  `);
  await db.exec(readFileSync(path.join(process.cwd(), "supabase", "migrations", MIGRATION), "utf8"));
  await db.exec(`
    insert into public.projects (name, slug, published_at) values
      ('Unpublished', 'unpublished', null),
      ('Scheduled', 'scheduled', now() + interval '3 days');
    insert into public.projects (name, slug) values ('Inserted Without A State', 'inserted-without-a-state');
  `);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

const slugs = (rows: { slug: string }[]) => rows.map((row) => row.slug);

describe("the project drafts migration", () => {
  it("keeps every existing project published, since its created_at (or now, for one dated ahead)", async () => {
    const { rows } = await db.query<{ slug: string; published_at: Date; created_at: Date }>("select slug, published_at, created_at from public.projects where slug in ('old-project', 'dated-ahead') order by slug");
    const old = rows.find((row) => row.slug === "old-project")!;
    expect(old.published_at.getTime()).toBe(old.created_at.getTime());
    expect(rows.find((row) => row.slug === "dated-ahead")!.published_at.getTime()).toBeLessThanOrEqual(Date.now());
    expect(slugs((await asAnon(() => db.query<{ slug: string }>("select slug from public.projects where slug in ('old-project', 'dated-ahead') order by slug"))).rows)).toEqual(["dated-ahead", "old-project"]);
  });

  it("publishes a row inserted without a state at once, as before", async () => {
    expect((await asAnon(() => db.query("select slug from public.projects where slug = 'inserted-without-a-state'"))).rows).toHaveLength(1);
  });

  it("lets the publishable key and a signed-in non-admin read only published, due projects", async () => {
    const visible = ["dated-ahead", "inserted-without-a-state", "old-project"];
    expect(slugs((await asAnon(() => db.query<{ slug: string }>("select slug from public.projects order by slug"))).rows)).toEqual(visible);
    expect(slugs((await asUser(() => db.query<{ slug: string }>("select slug from public.projects order by slug"))).rows)).toEqual(visible);
    expect((await asAnon(() => db.query("select * from public.projects where slug = 'unpublished'"))).rows).toEqual([]);
  });

  it("tells the public key when the next scheduled project is due, and nothing else about it", async () => {
    const { rows } = await asAnon(() => db.query<{ due: Date }>("select public.next_scheduled_project_at() as due"));
    const { rows: truth } = await db.query<{ at: Date }>("select published_at as at from public.projects where slug = 'scheduled'");
    expect(rows[0].due.getTime()).toBe(truth[0].at.getTime());
  });

  it("shows a scheduled project to the public key once it is due, with no write to the row", async () => {
    await db.query("update public.projects set published_at = now() + interval '1 second' where slug = 'scheduled'");
    expect((await asAnon(() => db.query("select slug from public.projects where slug = 'scheduled'"))).rows).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await asAnon(() => db.query("select slug from public.projects where slug = 'scheduled'"))).rows).toHaveLength(1);
    expect((await asAnon(() => db.query<{ due: Date | null }>("select public.next_scheduled_project_at() as due"))).rows[0].due).toBeNull();
  });

  it("lets an admin read, unpublish, schedule and publish any project", async () => {
    expect(slugs((await asAdmin(() => db.query<{ slug: string }>("select slug from public.projects order by slug"))).rows)).toContain("unpublished");
    const unpublished = await asAdmin(() => db.query("update public.projects set published_at = null where slug = 'old-project'"));
    expect(unpublished.affectedRows).toBe(1);
    expect((await asAnon(() => db.query("select slug from public.projects where slug = 'old-project'"))).rows).toEqual([]);
    const republished = await asAdmin(() => db.query("update public.projects set published_at = now() where slug = 'old-project'"));
    expect(republished.affectedRows).toBe(1);
    expect((await asAnon(() => db.query("select slug from public.projects where slug = 'old-project'"))).rows).toHaveLength(1);
  });
});
