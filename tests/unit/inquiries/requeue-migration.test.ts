import { describe, expect, it } from "vitest";
import { asRole, supabaseLikeDbForSuite } from "../../support/pglite";

/**
 * leased_until and requeue_inquiry (supabase/migrations/20260104000000_inquiry_requeue.sql) as Supabase would run
 * them: a claim records its lease, and only a pending or failed inquiry that no worker holds can be made due again.
 */
const ADMIN = "2a7f4b8e-1c3d-4e5f-8a9b-0c1d2e3f4a5b";
const db = supabaseLikeDbForSuite({ reset: "delete from public.inquiries; delete from public.admins" });

/** Adds an inquiry due `dueInSeconds` from now (negative: overdue), leased until `leasedForSeconds` from now if given. */
async function add(status: string, dueInSeconds: number, leasedForSeconds: number | null = null): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.inquiries (name, email, message, status, next_attempt_at, leased_until)
     values ('Ana', 'a@example.com', 'Hi', $1, now() + make_interval(secs => $2),
             case when $3::integer is null then null else now() + make_interval(secs => $3::integer) end)
     returning id`,
    [status, dueInSeconds, leasedForSeconds],
  );
  return rows[0].id;
}

const requeue = (id: string) =>
  asRole(db, "service_role", async () => (await db.query<{ requeued: boolean }>("select public.requeue_inquiry($1) as requeued", [id])).rows[0].requeued);

const claim = (id: string | null = null, lease = 60) =>
  asRole(db, "service_role", () => db.query<{ id: string; attempts: number; leased_until: Date }>("select id, attempts, leased_until from public.claim_due_inquiries(10, $1, $2)", [lease, id]));

type State = { due: boolean; leased: boolean; attempts: number; status: string };
const state = async (id: string): Promise<State> =>
  (
    await db.query<State>(
      "select next_attempt_at <= now() as due, coalesce(leased_until > now(), false) as leased, attempts, status from public.inquiries where id = $1",
      [id],
    )
  ).rows[0];

describe("claim_due_inquiries with leases", () => {
  it("records the lease in leased_until, as far ahead as the next attempt", async () => {
    const id = await add("pending", -5);
    const { rows } = await claim(id, 90);
    expect(rows.map((row) => row.id)).toEqual([id]);
    const { rows: [lease] } = await db.query<{ ahead: boolean; same: boolean }>(
      `select leased_until between now() + interval '89 seconds' and now() + interval '91 seconds' as ahead,
              leased_until = next_attempt_at as same
         from public.inquiries where id = $1`,
      [id],
    );
    expect(lease).toEqual({ ahead: true, same: true });
  });
});

describe("requeue_inquiry", () => {
  it("refuses an inquiry a worker holds (claimed just now), leaving it untouched", async () => {
    const id = await add("failed", -5);
    await claim(id);
    const before = await db.query("select next_attempt_at, leased_until, attempts from public.inquiries where id = $1", [id]);
    expect(await requeue(id)).toBe(false);
    expect((await db.query("select next_attempt_at, leased_until, attempts from public.inquiries where id = $1", [id])).rows).toEqual(before.rows);
  });

  it("makes a failed inquiry with a cleared lease due now, so the next claim takes it", async () => {
    const id = await add("failed", 600, null);
    expect(await state(id)).toMatchObject({ due: false, leased: false });
    expect((await claim(id)).rows).toHaveLength(0);

    expect(await requeue(id)).toBe(true);
    expect(await state(id)).toMatchObject({ due: true, leased: false, attempts: 0, status: "failed" });
    expect((await claim(id)).rows).toEqual([expect.objectContaining({ id, attempts: 1 })]);
    expect(await requeue(id)).toBe(false);
  });

  it("makes a failed inquiry whose lease has expired due now", async () => {
    const id = await add("failed", 600, -1);
    expect(await requeue(id)).toBe(true);
    expect(await state(id)).toMatchObject({ due: true });
  });

  it("makes a pending inquiry without a lease due now", async () => {
    const id = await add("pending", 600);
    expect(await requeue(id)).toBe(true);
    expect(await state(id)).toMatchObject({ due: true, status: "pending" });
  });

  it("refuses a failed inquiry with a lease still running, even if it is already due", async () => {
    const id = await add("failed", -5, 30);
    expect(await requeue(id)).toBe(false);
  });

  it("refuses sent and spam inquiries, and an unknown id", async () => {
    const sent = await add("sent", 600);
    const spam = await add("spam", 600);
    expect(await requeue(sent)).toBe(false);
    expect(await requeue(spam)).toBe(false);
    expect(await requeue("6f1d2b1a-0000-4000-8000-000000000000")).toBe(false);
    expect(await state(sent)).toMatchObject({ due: false, status: "sent" });
    expect(await state(spam)).toMatchObject({ due: false, status: "spam" });
  });

  it("cannot be called by visitors (anon) or signed-in users, admins included", async () => {
    const id = await add("failed", 600);
    await db.query("insert into public.admins (user_id, email) values ($1, 'founder@example.com')", [ADMIN]);
    await expect(asRole(db, "anon", () => db.query("select public.requeue_inquiry($1)", [id]))).rejects.toThrow(/permission denied for function requeue_inquiry/);
    await expect(asRole(db, "authenticated", () => db.query("select public.requeue_inquiry($1)", [id]))).rejects.toThrow(/permission denied/);
    await expect(asRole(db, "authenticated", () => db.query("select public.requeue_inquiry($1)", [id]), ADMIN)).rejects.toThrow(/permission denied/);
    expect(await state(id)).toMatchObject({ due: false });
    expect(await requeue(id)).toBe(true);
  });
});
