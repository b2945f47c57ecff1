import { describe, expect, it } from "vitest";
import { asRole, supabaseLikeDbForSuite } from "../../support/pglite";

/** chat_function_hit (supabase/migrations/20260107000000_chat_function_limits.sql) in PGlite, with Supabase's roles and a fixed clock. */
const db = supabaseLikeDbForSuite({ reset: "delete from public.chat_function_hits" });

type Verdict = { allowed: boolean; retry_after_seconds: number };

/** One call as the service role: client limit `clientMax` per `clientWindow` s, budget `globalMax` per `globalWindow` s, at `at`. */
async function hit(client: string, at: string, { clientMax = 3, clientWindow = 60, globalMax = 5, globalWindow = 60 } = {}): Promise<Verdict> {
  const { rows } = await asRole(db, "service_role", () =>
    db.query<Verdict>("select * from public.chat_function_hit($1, $2, $3, $4, $5, $6)", [client, clientMax, clientWindow, globalMax, globalWindow, at]),
  );
  expect(rows).toHaveLength(1);
  return rows[0];
}

const allowed = { allowed: true, retry_after_seconds: 0 };

describe("who may count", () => {
  it("anon and authenticated may neither call the function nor touch its table", async () => {
    for (const role of ["anon", "authenticated"] as const) {
      await expect(asRole(db, role, () => db.query("select * from public.chat_function_hit('k', 1, 60, 1, 60)"))).rejects.toThrow(/permission denied/);
      await expect(asRole(db, role, () => db.query("select * from public.chat_function_hits"))).rejects.toThrow(/permission denied/);
      await expect(asRole(db, role, () => db.query("insert into public.chat_function_hits values ('global', now(), 0)"))).rejects.toThrow(/permission denied/);
    }
  });

  it("the service role may, on the database's clock when no moment is given", async () => {
    const { rows } = await asRole(db, "service_role", () => db.query<Verdict>("select * from public.chat_function_hit('k', 1, 60, 1, 60)"));
    expect(rows).toEqual([allowed]);
  });
});

describe("the windows", () => {
  it("lets a client make its maximum in a window, refuses the next until the window ends, then lets it again", async () => {
    expect(await hit("a", "2026-11-25T10:00:05Z")).toEqual(allowed);
    expect(await hit("a", "2026-11-25T10:00:20Z")).toEqual(allowed);
    expect(await hit("a", "2026-11-25T10:00:40Z")).toEqual(allowed);
    expect(await hit("a", "2026-11-25T10:00:45Z")).toEqual({ allowed: false, retry_after_seconds: 15 });
    expect(await hit("a", "2026-11-25T10:00:59.500Z")).toEqual({ allowed: false, retry_after_seconds: 1 });
    expect(await hit("a", "2026-11-25T10:01:00Z")).toEqual(allowed);
  });

  it("keeps a budget for all clients together, which a client over its own limit does not use up", async () => {
    const at = "2026-11-25T11:00:10Z";
    for (let call = 0; call < 3; call++) expect(await hit("a", at)).toEqual(allowed);
    expect((await hit("a", at)).allowed).toBe(false);
    expect((await hit("a", at)).allowed).toBe(false);
    expect(await hit("b", at)).toEqual(allowed);
    expect(await hit("c", at)).toEqual(allowed);
    expect(await hit("d", at)).toEqual({ allowed: false, retry_after_seconds: 50 });
    expect(await hit("e", "2026-11-25T11:01:00Z")).toEqual(allowed);
  });

  it("counts the budget in its own window, which may be longer than the client's", async () => {
    const limits = { clientMax: 1, clientWindow: 60, globalMax: 2, globalWindow: 3600 };
    expect(await hit("a", "2026-11-25T12:00:00Z", limits)).toEqual(allowed);
    expect(await hit("a", "2026-11-25T12:05:00Z", limits)).toEqual(allowed);
    expect(await hit("b", "2026-11-25T12:10:00Z", limits)).toEqual({ allowed: false, retry_after_seconds: 3000 });
  });

  it("deletes the counts of windows that have ended", async () => {
    await hit("a", "2026-11-25T13:00:00Z");
    await hit("b", "2026-11-25T13:00:30Z");
    await hit("c", "2026-11-25T13:01:00Z");
    const buckets = async () => (await db.query<{ bucket: string }>("select bucket || ' ' || to_char(window_start at time zone 'UTC', 'HH24:MI') as bucket from public.chat_function_hits order by 1")).rows.map((row) => row.bucket);
    expect(await buckets()).toEqual(["client:a 13:00", "client:b 13:00", "client:c 13:01", "global 13:00", "global 13:01"]);
    await hit("d", "2026-11-25T13:02:00Z");
    expect(await buckets()).toEqual(["client:c 13:01", "client:d 13:02", "global 13:01", "global 13:02"]);
    await hit("e", "2026-11-25T13:03:30Z");
    expect(await buckets()).toEqual(["client:e 13:03", "global 13:03"]);
  });

  it("refuses arguments that make no limit", async () => {
    await expect(hit("", "2026-11-25T14:00:00Z")).rejects.toThrow(/client_key/);
    await expect(hit("x".repeat(129), "2026-11-25T14:00:00Z")).rejects.toThrow(/client_key/);
    await expect(hit("a", "2026-11-25T14:00:00Z", { clientMax: 0 })).rejects.toThrow(/positive/);
    await expect(hit("a", "2026-11-25T14:00:00Z", { globalWindow: 0 })).rejects.toThrow(/positive/);
    expect((await db.query("select * from public.chat_function_hits")).rows).toEqual([]);
  });
});
