import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { asRole, callers, createSupabaseLikeDb, supabaseLikeDbForSuite } from "../../support/pglite";

/**
 * The migrations' permissions, applied to an in-memory Postgres set up as a new Supabase project (its roles and its
 * default privileges). A browser holds either the publishable key (anon) or a signed-in user's token (authenticated);
 * the server holds the service role. Every query runs as one of those roles, with the user's id as the JWT's sub.
 */

const ADMIN_ID = "11111111-1111-4111-8111-111111111111";
const USER_ID = "22222222-2222-4222-8222-222222222222";
const db = supabaseLikeDbForSuite({
  seed: `
    insert into public.projects (name, slug, description) values ('Reef Booking', 'reef-booking', 'A booking concept');
    insert into public.projects (name, slug, published_at) values ('Unpublished', 'unpublished-project', null);
    insert into public.blogs (slug, title, published_at) values
      ('live-post', 'Live', now() - interval '1 day'),
      ('draft-post', 'Draft', null),
      ('scheduled-post', 'Scheduled', now() + interval '30 days');
    insert into public.inquiries (name, email, message) values ('Existing', 'a@example.com', 'Hello');
    insert into public.admins (user_id, email) values ('${ADMIN_ID}', 'admin@example.com');
  `,
});
const { asAnon, asAdmin, asUser } = callers(db, { admin: ADMIN_ID, user: USER_ID });

const snapshot = async () => {
  const posts = await db.query("select * from public.blogs order by slug");
  const projects = await db.query("select * from public.projects order by slug");
  const inquiries = await db.query("select * from public.inquiries order by created_at, id");
  const admins = await db.query("select * from public.admins order by user_id");
  return { posts: posts.rows, projects: projects.rows, inquiries: inquiries.rows, admins: admins.rows };
};

const TABLE_PRIVILEGES = ["SELECT", "INSERT", "UPDATE", "DELETE", "TRUNCATE", "REFERENCES", "TRIGGER", "MAINTAIN"];

/**
 * Everything a role may do in the public schema, from the catalogues: each privilege on each table (a privilege on
 * some columns only is listed as "(columns)"), on each sequence and function, and creating objects in the schema.
 */
async function privilegesOf(database: PGlite, role: string): Promise<string[]> {
  const { rows } = await database.query<{ entry: string }>(
    `select 'table ' || c.relname || ': ' || p.name ||
            case when has_table_privilege($1, c.oid, p.name) then '' else ' (columns)' end as entry
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      cross join unnest($2::text[]) as p(name)
      where c.relkind in ('r', 'p', 'v', 'm', 'f')
        and (has_table_privilege($1, c.oid, p.name)
             or (p.name in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES') and has_any_column_privilege($1, c.oid, p.name)))
     union all
     select 'sequence ' || c.relname || ': ' || p.name
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      cross join unnest(array['USAGE', 'SELECT', 'UPDATE']) as p(name)
      where c.relkind = 'S' and has_sequence_privilege($1, c.oid, p.name)
     union all
     select 'function ' || f.proname || ': EXECUTE'
       from pg_proc f
       join pg_namespace n on n.oid = f.pronamespace and n.nspname = 'public'
      where has_function_privilege($1, f.oid, 'EXECUTE')
     union all
     select 'schema public: CREATE' where has_schema_privilege($1, 'public', 'CREATE')
     order by 1`,
    [role, TABLE_PRIVILEGES],
  );
  return rows.map((row) => row.entry);
}

describe("what each browser role holds in the public schema (the catalogues)", () => {
  it("the publishable key (anon): reads posts and projects, and asks when the next scheduled post and project are due; nothing else", async () => {
    expect(await privilegesOf(db, "anon")).toEqual(["function next_scheduled_post_at: EXECUTE", "function next_scheduled_project_at: EXECUTE", "table blogs: SELECT", "table projects: SELECT"]);
  });

  it("a signed-in user (authenticated): the same, plus is_admin() and creating and updating posts and projects (row-level security admits only admins)", async () => {
    expect(await privilegesOf(db, "authenticated")).toEqual([
      "function is_admin: EXECUTE",
      "function next_scheduled_post_at: EXECUTE",
      "function next_scheduled_project_at: EXECUTE",
      "table blogs: INSERT",
      "table blogs: SELECT",
      "table blogs: UPDATE",
      "table projects: INSERT",
      "table projects: SELECT",
      "table projects: UPDATE",
    ]);
  });

  it("the same database without the least-privilege migration held far more (the check above can fail)", async () => {
    const before = await createSupabaseLikeDb({ before: "20260106000000" });
    try {
      const anon = await privilegesOf(before, "anon");
      expect(anon).toEqual(expect.arrayContaining(["table inquiries: INSERT", "table blogs: TRUNCATE", "table admins: DELETE", "function is_admin: EXECUTE"]));
      expect(await privilegesOf(before, "authenticated")).toEqual(expect.arrayContaining(["table inquiries: UPDATE", "table inquiries: SELECT", "table blogs: DELETE"]));
    } finally {
      await before.close();
    }
  }, 60_000);
});

describe("the publishable key (anon)", () => {
  it("reads only projects that are published and due", async () => {
    const { rows } = await asAnon(() => db.query("select slug from public.projects"));
    expect(rows).toEqual([{ slug: "reef-booking" }]);
  });

  it("reads only posts that are published and due", async () => {
    const { rows } = await asAnon(() => db.query<{ slug: string }>("select slug from public.blogs order by slug"));
    expect(rows.map((row) => row.slug)).toEqual(["live-post"]);
  });

  it("learns when the next scheduled post is due, and nothing else about it", async () => {
    const { rows } = await asAnon(() => db.query<{ due: Date }>("select public.next_scheduled_post_at() as due"));
    const { rows: truth } = await db.query<{ at: Date }>("select published_at as at from public.blogs where slug = 'scheduled-post'");
    expect(rows[0].due.getTime()).toBe(truth[0].at.getTime());
    await expect(asAnon(() => db.query("select slug from public.blogs where published_at > now()"))).resolves.toMatchObject({ rows: [] });
  });

  it("reads no inquiry and no admin", async () => {
    await expect(asAnon(() => db.query("select * from public.inquiries"))).rejects.toThrow(/permission denied for table inquiries/);
    await expect(asAnon(() => db.query("select * from public.admins"))).rejects.toThrow(/permission denied for table admins/);
  });

  it("cannot submit an inquiry directly (the site inserts them with the service role, after validation and rate limits)", async () => {
    const before = await snapshot();
    await expect(asAnon(() => db.query("insert into public.inquiries (name, email, message) values ('Ana', 'ana@example.com', 'Hi')"))).rejects.toThrow(/permission denied for table inquiries/);
    expect(await snapshot()).toEqual(before);
  });

  it("writes nothing anywhere: every insert, update, delete and truncate on every table is refused", async () => {
    const before = await snapshot();
    const writes = [
      "insert into public.projects (name, slug) values ('x', 'x')",
      "update public.projects set name = 'x'",
      "delete from public.projects",
      "truncate public.projects",
      "insert into public.blogs (slug, title) values ('x', 'x')",
      "update public.blogs set title = 'x'",
      "delete from public.blogs",
      "truncate public.blogs",
      "update public.inquiries set status = 'sent'",
      "update public.inquiries set handled_at = now()",
      "delete from public.inquiries",
      "truncate public.inquiries",
      `insert into public.admins (user_id) values ('${USER_ID}')`,
      "delete from public.admins",
      "truncate public.admins",
    ];
    for (const sql of writes) await expect(asAnon(() => db.query(sql)), sql).rejects.toThrow(/permission denied/);
    expect(await snapshot()).toEqual(before);
  });

  it("calls none of the server's functions, and is_admin() is not its to ask", async () => {
    await expect(asAnon(() => db.query("select * from public.claim_due_inquiries(10, 60)"))).rejects.toThrow(/permission denied for function claim_due_inquiries/);
    await expect(asAnon(() => db.query("select public.requeue_inquiry(gen_random_uuid())"))).rejects.toThrow(/permission denied for function requeue_inquiry/);
    await expect(asAnon(() => db.query("select public.is_admin()"))).rejects.toThrow(/permission denied for function is_admin/);
    for (const call of ["record_chat_failure('quota', 'gemini', 'x', true)", "release_chat_alert('quota', current_date)", "record_chat_answer()", "chat_incident_summary()"]) {
      await expect(asAnon(() => db.query(`select * from public.${call}`)), call).rejects.toThrow(/permission denied for function/);
    }
  });

  it("creates nothing in the public schema", async () => {
    await expect(asAnon(() => db.query("create table public.intruder (id int)"))).rejects.toThrow(/permission denied for schema public/);
  });
});

describe("signed-in users who are not admins (authenticated)", () => {
  it("are not admins (is_admin() is false)", async () => {
    const { rows } = await asUser(() => db.query<{ admin: boolean }>("select public.is_admin() as admin"));
    expect(rows).toEqual([{ admin: false }]);
  });

  it("read only published projects and posts, as the publishable key does", async () => {
    const posts = await asUser(() => db.query<{ slug: string }>("select slug from public.blogs order by slug"));
    expect(posts.rows.map((row) => row.slug)).toEqual(["live-post"]);
    const projects = await asUser(() => db.query("select slug from public.projects"));
    expect(projects.rows).toEqual([{ slug: "reef-booking" }]);
  });

  it("read no inquiry and no admin", async () => {
    await expect(asUser(() => db.query("select * from public.inquiries"))).rejects.toThrow(/permission denied for table inquiries/);
    await expect(asUser(() => db.query("select * from public.admins"))).rejects.toThrow(/permission denied for table admins/);
  });

  it("cannot insert a post or a project (row-level security)", async () => {
    await expect(asUser(() => db.query("insert into public.blogs (slug, title) values ('intruder', 'Intruder')"))).rejects.toThrow(/row-level security/);
    await expect(asUser(() => db.query("insert into public.projects (name, slug) values ('Intruder', 'intruder')"))).rejects.toThrow(/row-level security/);
    const { rows } = await db.query("select slug from public.blogs where slug = 'intruder' union all select slug from public.projects where slug = 'intruder'");
    expect(rows).toEqual([]);
  });

  it("update no post and no project (0 rows), delete and truncate nothing, leaving the data unchanged", async () => {
    const before = await snapshot();
    const results = await asUser(async () => [
      await db.query("update public.blogs set title = 'Hacked' returning id"),
      await db.query("update public.blogs set title = 'Hacked' where slug = 'live-post'"),
      await db.query("update public.projects set name = 'Hacked' returning id"),
    ]);
    for (const result of results) {
      expect(result.rows).toEqual([]);
      expect(result.affectedRows ?? 0).toBe(0);
    }
    for (const sql of ["delete from public.blogs", "delete from public.projects", "truncate public.blogs", "truncate public.projects"]) {
      await expect(asUser(() => db.query(sql)), sql).rejects.toThrow(/permission denied/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("write no inquiry", async () => {
    const before = await snapshot();
    for (const sql of [
      "insert into public.inquiries (name, email, message) values ('Ana', 'ana@example.com', 'Hi')",
      "update public.inquiries set handled_at = now()",
      "update public.inquiries set status = 'sent'",
      "delete from public.inquiries",
    ]) {
      await expect(asUser(() => db.query(sql)), sql).rejects.toThrow(/permission denied for table inquiries/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("cannot make themselves admin", async () => {
    await expect(asUser(() => db.query("insert into public.admins (user_id) values ($1)", [USER_ID]))).rejects.toThrow(/permission denied/);
    await expect(asUser(() => db.query("update public.admins set user_id = $1", [USER_ID]))).rejects.toThrow(/permission denied/);
    const { rows } = await db.query<{ admin: boolean }>("select exists (select 1 from public.admins where user_id = $1) as admin", [USER_ID]);
    expect(rows).toEqual([{ admin: false }]);
  });
});

describe("admins (authenticated, listed in public.admins)", () => {
  it("are admins by is_admin(); another signed-in user is not", async () => {
    const admin = await asAdmin(() => db.query<{ admin: boolean }>("select public.is_admin() as admin"));
    expect(admin.rows).toEqual([{ admin: true }]);
    const user = await asUser(() => db.query<{ admin: boolean }>("select public.is_admin() as admin"));
    expect(user.rows).toEqual([{ admin: false }]);
  });

  it("read drafts and scheduled posts, and unpublished projects", async () => {
    const { rows } = await asAdmin(() => db.query<{ slug: string }>("select slug from public.blogs order by slug"));
    expect(rows.map((row) => row.slug)).toEqual(["draft-post", "live-post", "scheduled-post"]);
    const projects = await asAdmin(() => db.query<{ slug: string }>("select slug from public.projects order by slug"));
    expect(projects.rows.map((row) => row.slug)).toEqual(["reef-booking", "unpublished-project"]);
  });

  it("create, edit, publish and unpublish a post", async () => {
    const inserted = await asAdmin(() => db.query<{ slug: string }>("insert into public.blogs (slug, title) values ('admin-post', 'Admin') returning slug"));
    expect(inserted.rows).toEqual([{ slug: "admin-post" }]);
    const published = await asAdmin(() => db.query("update public.blogs set title = 'Edited', published_at = now() where slug = 'admin-post'"));
    expect(published.affectedRows).toBe(1);
    const unpublished = await asAdmin(() => db.query("update public.blogs set published_at = null where slug = 'admin-post'"));
    expect(unpublished.affectedRows).toBe(1);
    const stored = await db.query("select title, published_at from public.blogs where slug = 'admin-post'");
    expect(stored.rows).toEqual([{ title: "Edited", published_at: null }]);
    await db.query("delete from public.blogs where slug = 'admin-post'");
  });

  it("create and edit a project", async () => {
    const inserted = await asAdmin(() => db.query<{ slug: string }>("insert into public.projects (name, slug) values ('Admin Project', 'admin-project') returning slug"));
    expect(inserted.rows).toEqual([{ slug: "admin-project" }]);
    const updated = await asAdmin(() => db.query("update public.projects set name = 'Edited' where slug = 'admin-project'"));
    expect(updated.affectedRows).toBe(1);
    const stored = await db.query<{ name: string }>("select name from public.projects where slug = 'admin-project'");
    expect(stored.rows).toEqual([{ name: "Edited" }]);
    await db.query("delete from public.projects where slug = 'admin-project'");
  });

  it("delete and truncate no post or project (the admin area unpublishes instead)", async () => {
    const before = await snapshot();
    for (const sql of ["delete from public.blogs where slug = 'live-post'", "delete from public.projects", "truncate public.blogs", "truncate public.projects"]) {
      await expect(asAdmin(() => db.query(sql)), sql).rejects.toThrow(/permission denied/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("read and change no inquiry (the inbox does that on the server, with the service role)", async () => {
    const before = await snapshot();
    for (const sql of [
      "select * from public.inquiries",
      "insert into public.inquiries (name, email, message) values ('Ana', 'ana@example.com', 'Hi')",
      "update public.inquiries set handled_at = now() where name = 'Existing'",
      "update public.inquiries set status = 'sent'",
      "delete from public.inquiries",
    ]) {
      await expect(asAdmin(() => db.query(sql)), sql).rejects.toThrow(/permission denied for table inquiries/);
    }
    await expect(asAdmin(() => db.query("select public.requeue_inquiry(gen_random_uuid())"))).rejects.toThrow(/permission denied for function requeue_inquiry/);
    expect(await snapshot()).toEqual(before);
  });

  it("read and change nobody's admin rights", async () => {
    await expect(asAdmin(() => db.query("select * from public.admins"))).rejects.toThrow(/permission denied for table admins/);
    await expect(asAdmin(() => db.query("insert into public.admins (user_id) values ($1)", [USER_ID]))).rejects.toThrow(/permission denied/);
    await expect(asAdmin(() => db.query("delete from public.admins"))).rejects.toThrow(/permission denied/);
    const { rows } = await db.query<{ user_id: string }>("select user_id from public.admins");
    expect(rows).toEqual([{ user_id: ADMIN_ID }]);
  });
});

describe("the server (service_role)", () => {
  it("reads and records every inquiry, reads every post, and reads the admins list", async () => {
    const result = await asRole(db, "service_role", async () => {
      await db.query("insert into public.inquiries (name, email, message, status, attempts) values ('Server', 's@example.com', 'Hi', 'pending', 1)");
      await db.query("update public.inquiries set status = 'sent', handled_at = now() where name = 'Existing'");
      const inquiries = await db.query<{ count: number }>("select count(*)::int as count from public.inquiries");
      const posts = await db.query<{ count: number }>("select count(*)::int as count from public.blogs");
      const admins = await db.query<{ count: number }>("select count(*)::int as count from public.admins");
      return { inquiries: inquiries.rows[0].count, posts: posts.rows[0].count, admins: admins.rows[0].count };
    });
    expect(result).toEqual({ inquiries: 2, posts: 3, admins: 1 });
    await db.query("delete from public.inquiries where name = 'Server'");
  });
});

describe("objects the owner creates later in public", () => {
  it("give anon and authenticated nothing until a migration grants it; the server keeps Supabase's defaults", async () => {
    await db.exec(`
      create table public.later_notes (id serial primary key, body text);
      create function public.later_count() returns integer language sql as $$ select 1 $$;
    `);
    try {
      for (const role of ["anon", "authenticated"] as const) {
        expect((await privilegesOf(db, role)).filter((entry) => entry.includes("later_"))).toEqual([]);
        await expect(asRole(db, role, () => db.query("select * from public.later_notes"))).rejects.toThrow(/permission denied for table later_notes/);
        await expect(asRole(db, role, () => db.query("insert into public.later_notes (body) values ('x')"))).rejects.toThrow(/permission denied/);
        await expect(asRole(db, role, () => db.query("select public.later_count()"))).rejects.toThrow(/permission denied for function later_count/);
        await expect(asRole(db, role, () => db.query("select nextval('public.later_notes_id_seq')"))).rejects.toThrow(/permission denied for sequence/);
      }
      const written = await asRole(db, "service_role", () => db.query("insert into public.later_notes (body) values ('server') returning body"));
      expect(written.rows).toEqual([{ body: "server" }]);
    } finally {
      await db.exec("drop table public.later_notes; drop function public.later_count()");
    }
  });
});

describe("the site-images bucket migration without Supabase Storage (the embedded database)", () => {
  it("does nothing: no storage schema appears", async () => {
    const { rows } = await db.query<{ storage: string | null }>("select to_regnamespace('storage')::text as storage");
    expect(rows).toEqual([{ storage: null }]);
  });
});

describe("constraints", () => {
  it("refuse an unknown service and an over-long message", async () => {
    await expect(db.query("insert into public.inquiries (name, email, message, service) values ('a', 'a@b.co', 'm', 'hacking')")).rejects.toThrow(/check constraint/);
    await expect(db.query("insert into public.inquiries (name, email, message) values ('a', 'a@b.co', repeat('x', 5001))")).rejects.toThrow(/check constraint/);
  });
});

describe("case studies (20260109100000_project_case_studies.sql)", () => {
  it("add nullable headline, body, facts and gallery: an existing project keeps none, and reads as before", async () => {
    const { rows } = await db.query("select headline, body, facts, gallery from public.projects where slug = 'reef-booking'");
    expect(rows).toEqual([{ headline: null, body: null, facts: null, gallery: null }]);
  });

  it("an admin writes a case study and the publishable key reads it; a non-admin cannot write one", async () => {
    const facts = { client_type: "Fictional resort", outcomes: [{ label: "Target", value: "60%" }] };
    const gallery = [{ src: "/projects/reef.webp", alt: "The booking bar" }];
    const updated = await asAdmin(() =>
      db.query("update public.projects set headline = $1, body = $2, facts = $3, gallery = $4 where slug = 'reef-booking'", ["Dives and rooms", "## The brief", facts, JSON.stringify(gallery)]),
    );
    expect(updated.affectedRows).toBe(1);
    const read = await asAnon(() => db.query("select headline, body, facts, gallery from public.projects where slug = 'reef-booking'"));
    expect(read.rows).toEqual([{ headline: "Dives and rooms", body: "## The brief", facts, gallery }]);
    const refused = await asUser(() => db.query("update public.projects set body = 'defaced' where slug = 'reef-booking'"));
    expect(refused.affectedRows).toBe(0);
    await db.query("update public.projects set headline = null, body = null, facts = null, gallery = null where slug = 'reef-booking'");
  });

  it("refuse facts that are not an object, a gallery that is not a list, and an over-long body", async () => {
    await expect(db.query(`update public.projects set facts = '["x"]' where slug = 'reef-booking'`)).rejects.toThrow(/check constraint/);
    await expect(db.query(`update public.projects set gallery = '{"src": "/a.webp"}' where slug = 'reef-booking'`)).rejects.toThrow(/check constraint/);
    await expect(db.query("update public.projects set body = repeat('x', 100001) where slug = 'reef-booking'")).rejects.toThrow(/check constraint/);
  });

  it("apply on top of a database created before them", async () => {
    const before = await createSupabaseLikeDb({ before: "20260109100000" });
    await before.exec("insert into public.projects (name, slug) values ('Old', 'old-project')");
    await before.exec(readFileSync(path.join(process.cwd(), "supabase", "migrations", "20260109100000_project_case_studies.sql"), "utf8"));
    const { rows } = await before.query("select name, body, gallery from public.projects");
    expect(rows).toEqual([{ name: "Old", body: null, gallery: null }]);
    await before.close();
  });
});

describe("alt text of covers and screenshots (20260110000000_image_alt_text.sql)", () => {
  it("adds nullable columns an admin writes and the publishable key reads; a non-admin writes none", async () => {
    const before = await db.query("select screenshot_alt from public.projects where slug = 'reef-booking'");
    expect(before.rows).toEqual([{ screenshot_alt: null }]);
    const updated = await asAdmin(() => db.query("update public.projects set screenshot_alt = 'The booking bar on a phone' where slug = 'reef-booking'"));
    expect(updated.affectedRows).toBe(1);
    expect((await asAnon(() => db.query("select screenshot_alt from public.projects where slug = 'reef-booking'"))).rows).toEqual([{ screenshot_alt: "The booking bar on a phone" }]);
    expect((await asUser(() => db.query("update public.projects set screenshot_alt = 'defaced' where slug = 'reef-booking'"))).affectedRows).toBe(0);
    const post = await asAdmin(() => db.query<{ cover_image_alt: string }>("insert into public.blogs (slug, title, cover_image_alt) values ('alt-post', 'Alt', 'A harbour at dusk') returning cover_image_alt"));
    expect(post.rows).toEqual([{ cover_image_alt: "A harbour at dusk" }]);
    await db.query("delete from public.blogs where slug = 'alt-post'");
    await db.query("update public.projects set screenshot_alt = null where slug = 'reef-booking'");
  });

  it("refuses alt text longer than the editors allow (300 characters)", async () => {
    await expect(db.query("update public.projects set screenshot_alt = repeat('x', 301) where slug = 'reef-booking'")).rejects.toThrow(/check constraint/);
    await expect(db.query("update public.blogs set cover_image_alt = repeat('x', 301)")).rejects.toThrow(/check constraint/);
  });

  it("applies on top of a database created before it, and again without change", async () => {
    const before = await createSupabaseLikeDb({ before: "20260110000000" });
    await before.exec("insert into public.projects (name, slug) values ('Old', 'old-project')");
    const migration = readFileSync(path.join(process.cwd(), "supabase", "migrations", "20260110000000_image_alt_text.sql"), "utf8");
    await before.exec(migration);
    await before.exec(migration);
    expect((await before.query("select name, screenshot_alt from public.projects")).rows).toEqual([{ name: "Old", screenshot_alt: null }]);
    await before.close();
  });
});
