import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseBackupText, restoreBackup } from "@/lib/admin/restore";
import { startSupabaseStandin, type SupabaseStandin } from "../../support/standin-process.mjs";

/**
 * GET /admin/backup/ in Supabase mode against the Supabase stand-in (tests/support/supabase-standin.mjs): the
 * route reads every row with the service-role key, drafts included, and its download restored into the emptied
 * project (npm run content:restore) reads back the same rows.
 */

const SERVICE_KEY = "backup-route-service-role-key";
const state = vi.hoisted(() => ({ url: "" }));

const inquiry = { id: "9a3c6f10-1111-4d2e-8b7a-5c4d3e2f1a01", name: "Cara", email: "cara@example.com", phone: null, service: "other", message: "Hi", form: "short", status: "pending", attempts: 0, lastError: null, nextAttemptAt: "2026-11-25T00:00:00.000Z", forwardedAt: null, handledAt: null, createdAt: "2026-11-25T00:00:00.000Z", unansweredAttempts: 0 };

vi.mock("@/lib/admin/auth", () => ({ getAdminSession: async () => ({ mode: "password", label: "Admin", expiresAt: Date.now() + 60_000 }) }));
vi.mock("@/config/server-env", () => ({ serverEnvironment: () => ({ content: { source: "supabase", url: state.url, key: "anon" } }) }));
vi.mock("@/lib/inquiries/config", () => ({ supabaseStoreConfig: () => ({ url: state.url, serviceRoleKey: SERVICE_KEY }) }));
vi.mock("@/lib/inquiries/store", () => ({ getInquiryStore: () => ({ list: async () => ({ inquiries: [inquiry], total: 1 }) }) }));

let standin: SupabaseStandin | undefined;

beforeAll(async () => {
  standin = await startSupabaseStandin({ anonKey: "anon", serviceKey: SERVICE_KEY });
  state.url = standin.url;
});

afterAll(() => standin?.stop());

type Row = Record<string, unknown>;
const service = (pathname: string, init: RequestInit = {}) =>
  fetch(`${state.url}${pathname}`, { ...init, headers: { apikey: SERVICE_KEY, authorization: `Bearer ${SERVICE_KEY}`, ...init.headers } });
const rows = async (table: string): Promise<Row[]> => (await (await service(`/rest/v1/${table}?select=*&order=id`)).json()) as Row[];

describe("GET /admin/backup/ in Supabase mode", () => {
  it("downloads every row, drafts included, and the download restores into the emptied project", async () => {
    const before = { blogs: await rows("blogs"), projects: await rows("projects") };
    expect(before.blogs.some((post) => post.published_at === null)).toBe(true);

    const image = await service("/storage/v1/object/site-images/gallery/one.webp", { method: "POST", headers: { "content-type": "image/webp" }, body: Buffer.from("RIFF0000WEBPVP8 ") });
    expect(image.status).toBe(200);

    const { GET } = await import("@/app/admin/backup/route");
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="northtide-backup-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    const backup = parseBackupText(text);
    expect(backup).toMatchObject({ source: "supabase", supabaseUrl: state.url, inquiries: [inquiry] });
    expect(backup.posts).toEqual(before.blogs);
    expect(backup.projects).toEqual(before.projects);
    expect(backup.images).toContainEqual(expect.objectContaining({ objectPath: "gallery/one.webp", referencedBy: [], size: 16, contentType: "image/webp" }));

    for (const table of ["blogs", "projects"]) expect((await service(`/rest/v1/${table}?id=not.is.null`, { method: "DELETE" })).status).toBeLessThan(300);
    const report = await restoreBackup({ supabaseUrl: state.url, serviceRoleKey: SERVICE_KEY, backup, log: () => {} });
    expect(report.blogs.inserted).toHaveLength(before.blogs.length);
    expect(report.inquiries.inserted).toEqual([inquiry.id]);
    expect(report.missingImages).toEqual([]);
    expect(await rows("blogs")).toEqual(before.blogs);
    expect(await rows("projects")).toEqual(before.projects);
  });
});
