import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asRole, createSupabaseLikeDb } from "./support/pglite";

let db: PGlite;

const ADMIN_ID = "11111111-1111-4111-8111-111111111111";
const USER_ID = "22222222-2222-4222-8222-222222222222";

beforeAll(async () => {
  db = await createSupabaseLikeDb();
  await db.exec(`
    insert into public.projects (name, slug, description) values ('Reef Booking', 'reef-booking', 'A booking concept');
    insert into public.blogs (slug, title, published_at) values
      ('live-post', 'Live', now() - interval '1 day'),
      ('draft-post', 'Draft', null),
      ('scheduled-post', 'Scheduled', now() + interval '30 days');
    insert into public.inquiries (name, email, message) values ('Existing', 'a@example.com', 'Hello');
    insert into public.admins (user_id, email) values ('${ADMIN_ID}', 'admin@example.com');
  `);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

const insertInquiry = (status = "pending") =>
  db.query("insert into public.inquiries (name, email, message, status) values ($1, $2, $3, $4)", ["Ana", "ana@example.com", "Hi", status]);

describe("anonymous visitors (anon)", () => {
  it("read projects", async () => {
    const { rows } = await asRole(db, "anon", () => db.query("select slug from public.projects"));
    expect(rows).toEqual([{ slug: "reef-booking" }]);
  });

  it("read only posts that are published and due", async () => {
    const { rows } = await asRole(db, "anon", () => db.query<{ slug: string }>("select slug from public.blogs order by slug"));
    expect(rows.map((row) => row.slug)).toEqual(["live-post"]);
  });

  it("learn when the next scheduled post is due, and nothing else about it", async () => {
    const { rows } = await asRole(db, "anon", () => db.query<{ due: Date }>("select public.next_scheduled_post_at() as due"));
    const { rows: truth } = await db.query<{ at: Date }>("select published_at as at from public.blogs where slug = 'scheduled-post'");
    expect(rows[0].due.getTime()).toBe(truth[0].at.getTime());
    await expect(asRole(db, "anon", () => db.query("select slug from public.blogs where published_at > now()"))).resolves.toMatchObject({ rows: [] });
  });

  it("may submit an inquiry but read none", async () => {
    await asRole(db, "anon", () => insertInquiry());
    await expect(asRole(db, "anon", () => db.query("select * from public.inquiries"))).rejects.toThrow(/permission denied/);
  });

  it("cannot insert an inquiry that claims to be already sent", async () => {
    await expect(asRole(db, "anon", () => insertInquiry("sent"))).rejects.toThrow(/row-level security/);
  });

  it("cannot change or delete content or inquiries", async () => {
    await expect(asRole(db, "anon", () => db.query("update public.projects set name = 'x'"))).rejects.toThrow(/permission denied/);
    await expect(asRole(db, "anon", () => db.query("delete from public.blogs"))).rejects.toThrow(/permission denied/);
    await expect(asRole(db, "anon", () => db.query("insert into public.blogs (slug, title) values ('x', 'x')"))).rejects.toThrow(/permission denied/);
    await expect(asRole(db, "anon", () => db.query("update public.inquiries set status = 'sent'"))).rejects.toThrow(/permission denied/);
  });
});

const asAdmin = <T>(run: () => Promise<T>) => asRole(db, "authenticated", run, ADMIN_ID);
const asUser = <T>(run: () => Promise<T>) => asRole(db, "authenticated", run, USER_ID);

const snapshot = async () => {
  const posts = await db.query("select * from public.blogs order by slug");
  const projects = await db.query("select * from public.projects order by slug");
  const inquiries = await db.query("select * from public.inquiries order by created_at, id");
  const admins = await db.query("select * from public.admins order by user_id");
  return { posts: posts.rows, projects: projects.rows, inquiries: inquiries.rows, admins: admins.rows };
};

describe("signed-in users without admin rights (authenticated)", () => {
  it("see what anon sees and no inquiry", async () => {
    const posts = await asRole(db, "authenticated", () => db.query<{ slug: string }>("select slug from public.blogs"));
    expect(posts.rows.map((row) => row.slug)).toEqual(["live-post"]);
    const inquiries = await asRole(db, "authenticated", () => db.query("select * from public.inquiries"));
    expect(inquiries.rows).toEqual([]);
  });

  it("are not admins (is_admin() is false)", async () => {
    const { rows } = await asUser(() => db.query<{ admin: boolean }>("select public.is_admin() as admin"));
    expect(rows).toEqual([{ admin: false }]);
  });

  it("see only published posts and read no inquiry", async () => {
    const posts = await asUser(() => db.query<{ slug: string }>("select slug from public.blogs order by slug"));
    expect(posts.rows.map((row) => row.slug)).toEqual(["live-post"]);
    const inquiries = await asUser(() => db.query("select * from public.inquiries"));
    expect(inquiries.rows).toEqual([]);
    const { rows } = await db.query<{ count: number }>("select count(*)::int as count from public.inquiries");
    expect(rows[0].count).toBeGreaterThan(0);
  });

  it("cannot insert a post or a project (row-level security)", async () => {
    await expect(asUser(() => db.query("insert into public.blogs (slug, title) values ('intruder', 'Intruder')"))).rejects.toThrow(/row-level security/);
    await expect(asUser(() => db.query("insert into public.projects (name, slug) values ('Intruder', 'intruder')"))).rejects.toThrow(/row-level security/);
    const { rows } = await db.query("select slug from public.blogs where slug = 'intruder' union all select slug from public.projects where slug = 'intruder'");
    expect(rows).toEqual([]);
  });

  it("update or delete no post and no project (0 rows), leaving the data unchanged", async () => {
    const before = await snapshot();
    const results = await asUser(async () => [
      await db.query("update public.blogs set title = 'Hacked' returning id"),
      await db.query("update public.blogs set title = 'Hacked' where slug = 'live-post'"),
      await db.query("delete from public.blogs returning id"),
      await db.query("update public.projects set name = 'Hacked' returning id"),
      await db.query("delete from public.projects"),
    ]);
    for (const result of results) {
      expect(result.rows).toEqual([]);
      expect(result.affectedRows ?? 0).toBe(0);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("mark no inquiry handled (0 rows) and cannot change its status", async () => {
    const before = await snapshot();
    const result = await asUser(() => db.query("update public.inquiries set handled_at = now() returning id"));
    expect(result.rows).toEqual([]);
    expect(result.affectedRows ?? 0).toBe(0);
    await expect(asUser(() => db.query("update public.inquiries set status = 'sent'"))).rejects.toThrow(/permission denied/);
    expect(await snapshot()).toEqual(before);
  });

  it("cannot make themselves admin", async () => {
    await expect(asUser(() => db.query("insert into public.admins (user_id) values ($1)", [USER_ID]))).rejects.toThrow(/permission denied/);
    await expect(asUser(() => db.query("update public.admins set user_id = $1", [USER_ID]))).rejects.toThrow(/permission denied/);
    const own = await asUser(() => db.query("select * from public.admins"));
    expect(own.rows).toEqual([]);
    const { rows } = await db.query<{ admin: boolean }>("select exists (select 1 from public.admins where user_id = $1) as admin", [USER_ID]);
    expect(rows).toEqual([{ admin: false }]);
  });
});

describe("admins (authenticated, listed in public.admins)", () => {
  it("are admins by is_admin(); another signed-in user and anon are not", async () => {
    const admin = await asAdmin(() => db.query<{ admin: boolean }>("select public.is_admin() as admin"));
    expect(admin.rows).toEqual([{ admin: true }]);
    const user = await asUser(() => db.query<{ admin: boolean }>("select public.is_admin() as admin"));
    expect(user.rows).toEqual([{ admin: false }]);
    const anon = await asRole(db, "anon", () => db.query<{ admin: boolean }>("select public.is_admin() as admin"));
    expect(anon.rows).toEqual([{ admin: false }]);
  });

  it("see only their own row in public.admins", async () => {
    const OTHER_ADMIN = "33333333-3333-4333-8333-333333333333";
    await db.query("insert into public.admins (user_id) values ($1)", [OTHER_ADMIN]);
    try {
      const { rows } = await asAdmin(() => db.query<{ user_id: string }>("select user_id from public.admins"));
      expect(rows).toEqual([{ user_id: ADMIN_ID }]);
    } finally {
      await db.query("delete from public.admins where user_id = $1", [OTHER_ADMIN]);
    }
  });

  it("read drafts and scheduled posts", async () => {
    const { rows } = await asAdmin(() => db.query<{ slug: string }>("select slug from public.blogs order by slug"));
    expect(rows.map((row) => row.slug)).toEqual(["draft-post", "live-post", "scheduled-post"]);
  });

  it("insert, update and delete a post", async () => {
    const inserted = await asAdmin(() => db.query<{ slug: string }>("insert into public.blogs (slug, title) values ('admin-post', 'Admin') returning slug"));
    expect(inserted.rows).toEqual([{ slug: "admin-post" }]);
    const updated = await asAdmin(() => db.query("update public.blogs set title = 'Edited', published_at = now() where slug = 'admin-post'"));
    expect(updated.affectedRows).toBe(1);
    const stored = await db.query<{ title: string }>("select title from public.blogs where slug = 'admin-post'");
    expect(stored.rows).toEqual([{ title: "Edited" }]);
    const deleted = await asAdmin(() => db.query("delete from public.blogs where slug = 'admin-post'"));
    expect(deleted.affectedRows).toBe(1);
    expect((await db.query("select 1 from public.blogs where slug = 'admin-post'")).rows).toEqual([]);
  });

  it("insert, update and delete a project", async () => {
    const inserted = await asAdmin(() => db.query<{ slug: string }>("insert into public.projects (name, slug) values ('Admin Project', 'admin-project') returning slug"));
    expect(inserted.rows).toEqual([{ slug: "admin-project" }]);
    const updated = await asAdmin(() => db.query("update public.projects set name = 'Edited' where slug = 'admin-project'"));
    expect(updated.affectedRows).toBe(1);
    const stored = await db.query<{ name: string }>("select name from public.projects where slug = 'admin-project'");
    expect(stored.rows).toEqual([{ name: "Edited" }]);
    const deleted = await asAdmin(() => db.query("delete from public.projects where slug = 'admin-project'"));
    expect(deleted.affectedRows).toBe(1);
    expect((await db.query("select 1 from public.projects where slug = 'admin-project'")).rows).toEqual([]);
  });

  it("read every inquiry", async () => {
    const all = await db.query<{ id: string }>("select id from public.inquiries order by id");
    expect(all.rows.length).toBeGreaterThan(0);
    const { rows } = await asAdmin(() => db.query<{ id: string }>("select id from public.inquiries order by id"));
    expect(rows).toEqual(all.rows);
  });

  it("mark an inquiry handled", async () => {
    const updated = await asAdmin(() => db.query<{ handled: boolean }>("update public.inquiries set handled_at = now() where name = 'Existing' returning handled_at is not null as handled"));
    expect(updated.rows).toEqual([{ handled: true }]);
    const { rows } = await db.query<{ handled: boolean }>("select handled_at is not null as handled from public.inquiries where name = 'Existing'");
    expect(rows).toEqual([{ handled: true }]);
  });

  it("cannot change an inquiry's status or attempts", async () => {
    const before = await snapshot();
    await expect(asAdmin(() => db.query("update public.inquiries set status = 'sent' where name = 'Existing'"))).rejects.toThrow(/permission denied/);
    await expect(asAdmin(() => db.query("update public.inquiries set attempts = 99 where name = 'Existing'"))).rejects.toThrow(/permission denied/);
    await expect(asAdmin(() => db.query("delete from public.inquiries"))).rejects.toThrow(/permission denied/);
    expect(await snapshot()).toEqual(before);
  });

  it("cannot make someone else admin or remove an admin", async () => {
    await expect(asAdmin(() => db.query("insert into public.admins (user_id) values ($1)", [USER_ID]))).rejects.toThrow(/permission denied/);
    await expect(asAdmin(() => db.query("delete from public.admins"))).rejects.toThrow(/permission denied/);
    const { rows } = await db.query<{ user_id: string }>("select user_id from public.admins");
    expect(rows).toEqual([{ user_id: ADMIN_ID }]);
  });
});

describe("the server (service_role)", () => {
  it("reads every inquiry and every post, and updates forwarding status", async () => {
    const result = await asRole(db, "service_role", async () => {
      await db.query("update public.inquiries set status = 'sent', attempts = 1 where name = 'Existing'");
      const inquiries = await db.query<{ count: number }>("select count(*)::int as count from public.inquiries");
      const posts = await db.query<{ count: number }>("select count(*)::int as count from public.blogs");
      return { inquiries: inquiries.rows[0].count, posts: posts.rows[0].count };
    });
    expect(result.inquiries).toBeGreaterThanOrEqual(2);
    expect(result.posts).toBe(3);
  });
});

describe("constraints", () => {
  it("refuse an unknown service and an over-long message", async () => {
    await expect(db.query("insert into public.inquiries (name, email, message, service) values ('a', 'a@b.co', 'm', 'hacking')")).rejects.toThrow(/check constraint/);
    await expect(db.query("insert into public.inquiries (name, email, message) values ('a', 'a@b.co', repeat('x', 5001))")).rejects.toThrow(/check constraint/);
  });
});
