import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asRole, createSupabaseLikeDb } from "./support/pglite";

let db: PGlite;

beforeAll(async () => {
  db = await createSupabaseLikeDb();
  await db.exec(`
    insert into public.projects (name, slug, description) values ('Reef Booking', 'reef-booking', 'A booking concept');
    insert into public.blogs (slug, title, published_at) values
      ('live-post', 'Live', now() - interval '1 day'),
      ('draft-post', 'Draft', null),
      ('scheduled-post', 'Scheduled', now() + interval '30 days');
    insert into public.inquiries (name, email, message) values ('Existing', 'a@example.com', 'Hello');
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

describe("signed-in users without admin rights (authenticated)", () => {
  it("see what anon sees and no inquiry", async () => {
    const posts = await asRole(db, "authenticated", () => db.query<{ slug: string }>("select slug from public.blogs"));
    expect(posts.rows.map((row) => row.slug)).toEqual(["live-post"]);
    await expect(asRole(db, "authenticated", () => db.query("select * from public.inquiries"))).rejects.toThrow(/permission denied/);
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
