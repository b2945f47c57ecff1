import { describe, expect, it } from "vitest";
import { asRole, supabaseLikeDbForSuite } from "../../support/pglite";

/** claim_due_inquiries (supabase/migrations/20260102000000_inquiry_forwarding.sql) as Supabase would run it. */
const db = supabaseLikeDbForSuite({ reset: "delete from public.inquiries" });

const add = (name: string, status: string, dueInSeconds: number) =>
  db.query("insert into public.inquiries (name, email, message, status, next_attempt_at) values ($1, 'a@example.com', 'Hi', $2, now() + make_interval(secs => $3))", [name, status, dueInSeconds]);

const claim = (batch = 10, lease = 60, id: string | null = null) =>
  asRole(db, "service_role", () => db.query<{ name: string; attempts: number }>("select name, attempts from public.claim_due_inquiries($1, $2, $3) order by name", [batch, lease, id]));

describe("claim_due_inquiries", () => {
  it("claims only pending or failed inquiries that are due, oldest due first, counting the attempt", async () => {
    await add("due-pending", "pending", -10);
    await add("due-failed", "failed", -5);
    await add("later", "failed", 600);
    await add("sent", "sent", -10);
    await add("spam", "spam", -10);
    const { rows } = await claim();
    expect(rows).toEqual([
      { name: "due-failed", attempts: 1 },
      { name: "due-pending", attempts: 1 },
    ]);
  });

  it("holds a claimed inquiry for the lease, so a second claim gets nothing", async () => {
    await add("one", "pending", -1);
    expect((await claim()).rows).toHaveLength(1);
    expect((await claim()).rows).toHaveLength(0);
    const { rows } = await db.query<{ ahead: boolean }>("select next_attempt_at > now() + interval '59 seconds' as ahead from public.inquiries");
    expect(rows[0].ahead).toBe(true);
  });

  it("respects the batch size and the single-id filter", async () => {
    for (const name of ["a", "b", "c"]) await add(name, "pending", -1);
    expect((await claim(2)).rows).toHaveLength(2);
    await db.exec("update public.inquiries set next_attempt_at = now() - interval '1 second'");
    const { rows: [target] } = await db.query<{ id: string }>("select id from public.inquiries where name = 'c'");
    expect((await claim(10, 60, target.id)).rows.map((row) => row.name)).toEqual(["c"]);
  });

  it("cannot be called by visitors (anon) or signed-in users", async () => {
    await add("x", "pending", -1);
    for (const role of ["anon", "authenticated"] as const) {
      await expect(asRole(db, role, () => db.query("select * from public.claim_due_inquiries(10, 60, null)"))).rejects.toThrow(/permission denied/);
    }
  });
});
