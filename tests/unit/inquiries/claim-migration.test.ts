import { describe, expect, it } from "vitest";
import { asRole, supabaseLikeDbForSuite } from "../../support/pglite";

/**
 * claim_due_inquiries (supabase/migrations/20260102000000_inquiry_forwarding.sql, 20260112000000_lead_copies.sql) and
 * insert_inquiry (20260112000000_lead_copies.sql) as Supabase would run them.
 */
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

  it("counts a claim that ran out with no outcome recorded as an unanswered forward; the second such makes it uncertain instead of claimed", async () => {
    await add("lapsing", "pending", -1);
    type Claimed = { name: string; status: string; attempts: number; unanswered_attempts: number; last_error: string | null; leased: boolean };
    const claimAll = () =>
      asRole(db, "service_role", () => db.query<Claimed>("select name, status, attempts, unanswered_attempts, last_error, leased_until is not null as leased from public.claim_due_inquiries(10, 60, null)"));
    const runOut = () => db.exec("update public.inquiries set next_attempt_at = now() - interval '1 second', leased_until = now() - interval '1 second'");

    expect((await claimAll()).rows).toEqual([{ name: "lapsing", status: "pending", attempts: 1, unanswered_attempts: 0, last_error: null, leased: true }]);
    await runOut();
    expect((await claimAll()).rows).toEqual([
      { name: "lapsing", status: "pending", attempts: 2, unanswered_attempts: 1, last_error: expect.stringMatching(/^No outcome was recorded for attempt 1 /), leased: true },
    ]);
    await runOut();
    expect((await claimAll()).rows).toEqual([{ name: "lapsing", status: "uncertain", attempts: 2, unanswered_attempts: 2, last_error: expect.stringMatching(/attempt 2 /), leased: false }]);
    expect((await claimAll()).rows).toEqual([]);
  });

  it("does not count a claim whose outcome was recorded (its lease cleared)", async () => {
    await add("recorded", "failed", -1);
    await db.exec("update public.inquiries set unanswered_attempts = 1, leased_until = null");
    expect((await claim()).rows).toEqual([{ name: "recorded", attempts: 1 }]);
    expect((await db.query("select status, unanswered_attempts from public.inquiries")).rows).toEqual([{ status: "failed", unanswered_attempts: 1 }]);
  });
});

describe("insert_inquiry", () => {
  const WINDOW_MS = 24 * 60 * 60 * 1000;
  const insert = (id: string, key: string | null, options: { status?: string; claimMs?: number | null } = {}) =>
    asRole(db, "service_role", () =>
      db.query<{ kept_id: string; outcome: string }>("select * from public.insert_inquiry($1, 'Ana', 'ana@example.com', null, null, 'Hi', 'short', $2, null, $3, $4, $5)", [
        id,
        options.status ?? "pending",
        key,
        options.claimMs ?? null,
        WINDOW_MS,
      ]),
    );
  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

  it("keeps a new inquiry, claimed by the caller when asked", async () => {
    expect((await insert(id(1), "k1", { claimMs: 40_000 })).rows).toEqual([{ kept_id: id(1), outcome: "inserted" }]);
    const { rows } = await db.query("select status, attempts, duplicate_key, leased_until > now() + interval '39 seconds' as leased from public.inquiries");
    expect(rows).toEqual([{ status: "pending", attempts: 1, duplicate_key: "k1", leased: true }]);
  });

  it("answers the same key within the window with the earliest inquiry's id and stores nothing", async () => {
    await insert(id(1), "same");
    await insert(id(2), "other");
    expect((await insert(id(3), "same")).rows).toEqual([{ kept_id: id(1), outcome: "duplicate" }]);
    expect((await db.query("select id from public.inquiries order by id")).rows).toEqual([{ id: id(1) }, { id: id(2) }]);
  });

  it("keeps it once the earlier one is older than the window, and never takes spam for the earlier one", async () => {
    await insert(id(1), "same");
    await db.exec("update public.inquiries set created_at = now() - interval '24 hours 1 second'");
    expect((await insert(id(2), "same")).rows).toEqual([{ kept_id: id(2), outcome: "inserted" }]);
    await insert(id(3), "spam-key", { status: "spam" });
    expect((await insert(id(4), "spam-key")).rows).toEqual([{ kept_id: id(4), outcome: "inserted" }]);
    // Without a key (a spam submission), no check at all.
    expect((await insert(id(5), null)).rows).toEqual([{ kept_id: id(5), outcome: "inserted" }]);
  });

  it("answers an id already in the table with 'exists' and changes nothing", async () => {
    await insert(id(1), "k", { claimMs: 40_000 });
    expect((await insert(id(1), "k")).rows).toEqual([{ kept_id: id(1), outcome: "exists" }]);
    expect((await db.query("select count(*)::int as count, max(attempts) as attempts from public.inquiries")).rows).toEqual([{ count: 1, attempts: 1 }]);
  });

  it("cannot be called by visitors (anon) or signed-in users", async () => {
    for (const role of ["anon", "authenticated"] as const) {
      await expect(
        asRole(db, role, () => db.query("select * from public.insert_inquiry(gen_random_uuid(), 'a', 'a@b.co', null, null, 'm', 'short', 'pending', null, null, null, 0)")),
      ).rejects.toThrow(/permission denied for function insert_inquiry/);
    }
  });
});
