import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBackup } from "@/lib/admin/backup";
import { FilesContentSource } from "@/lib/content/files-source";
import { SupabaseContentSource } from "@/lib/content/supabase-source";
import { createSessionlessClient } from "@/lib/supabase/sessionless-client";
import { parseBackupText, restoreBackup } from "@/lib/admin/restore";
import { FIXTURE_CONTENT_DIR } from "../../support/content";
import { startSupabaseStandin, type SupabaseStandin } from "../../support/standin-process.mjs";

/**
 * npm run content:restore (lib/admin/restore.ts, run by scripts/ops/content-restore.mjs) against the local Supabase stand-in
 * (tests/support/supabase-standin.mjs), through real HTTP: a backup taken from one project restored into an empty
 * one reads back the same posts, projects and inquiries, and a second run inserts nothing.
 */

const ROOT = process.cwd();
const SERVICE_KEY = "restore-test-service-role-key";
const OLD_PROJECT = "https://old1234.supabase.co";
const run = promisify(execFile);

let standin: SupabaseStandin | undefined;
let standinUrl: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "restore-test-"));
  standin = await startSupabaseStandin({ anonKey: "restore-test-anon-key", serviceKey: SERVICE_KEY });
  standinUrl = standin.url;
});

afterAll(() => {
  standin?.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Row = Record<string, unknown>;
const service = (pathname: string, init: RequestInit = {}) =>
  fetch(`${standinUrl}${pathname}`, { ...init, headers: { apikey: SERVICE_KEY, authorization: `Bearer ${SERVICE_KEY}`, "content-type": "application/json", ...init.headers } });
const rows = async (table: string): Promise<Row[]> => (await (await service(`/rest/v1/${table}?select=*&order=id`)).json()) as Row[];
const bySlug = (list: Row[]) => [...list].sort((a, b) => String(a.slug).localeCompare(String(b.slug)));
/** Times as instants (PostgREST writes its own offset). */
const instants = (row: Row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, /_at$/.test(key) && typeof value === "string" ? Date.parse(value) : value]));

async function emptyStore() {
  for (const table of ["blogs", "projects", "inquiries"]) {
    const response = await service(`/rest/v1/${table}?id=not.is.null`, { method: "DELETE" });
    expect(response.status, table).toBeLessThan(300);
    expect(await rows(table), table).toEqual([]);
  }
}

const inquiries = [
  { id: "7d1e0c55-1111-4c4e-9a57-3b1d2f000001", name: "Ana", email: "ana@example.com", phone: null, service: "web-design", message: "A new site", form: "full", status: "sent", attempts: 1, lastError: null, nextAttemptAt: "2026-11-20T00:00:00.000Z", forwardedAt: "2026-11-20T00:00:02.000Z", handledAt: "2026-11-21T00:00:00.000Z", createdAt: "2026-11-20T00:00:00.000Z", unansweredAttempts: 0 },
  { id: "7d1e0c55-2222-4c4e-9a57-3b1d2f000002", name: "Ben", email: "ben@example.com", phone: "+63 912 345 6789", service: null, message: "A question", form: "short", status: "failed", attempts: 2, lastError: "FormSubmit 500", nextAttemptAt: "2026-11-22T00:10:00.000Z", forwardedAt: null, handledAt: null, createdAt: "2026-11-22T00:00:00.000Z", unansweredAttempts: 1 },
];

describe("a Supabase backup restored into an empty project", () => {
  it("reads back the same posts, projects and inquiries, drafts and scheduled ones included, and a second run adds nothing", async () => {
    await service("/__reset");
    // The project as it was: the stand-in's seed, one project showing an image of the old project's bucket.
    const original = { blogs: await rows("blogs"), projects: await rows("projects") };
    const base = original.projects[0];
    original.projects.push(
      { ...base, id: "7d1e0c55-3333-4c4e-9a57-3b1d2f000003", slug: "unpublished-work", name: "Unpublished work", published_at: null },
      { ...base, id: "7d1e0c55-4444-4c4e-9a57-3b1d2f000004", slug: "scheduled-work", name: "Scheduled work", published_at: new Date(Date.now() + 86_400_000).toISOString() },
    );
    expect(original.blogs.some((post) => post.published_at === null)).toBe(true);
    const oldBucket = `${OLD_PROJECT}/storage/v1/object/public/site-images`;
    original.projects[0] = { ...original.projects[0], screenshot_url: `${oldBucket}/projects/moved.webp` };
    const backup = buildBackup({ source: "supabase", posts: original.blogs, projects: original.projects, inquiries, supabaseUrl: OLD_PROJECT });
    const file = path.join(dir, "backup.json");
    writeFileSync(file, JSON.stringify(backup));

    await emptyStore();
    const lines: string[] = [];
    const report = await restoreBackup({ supabaseUrl: standinUrl, serviceRoleKey: SERVICE_KEY, backup: parseBackupText(JSON.stringify(backup)), log: (line) => lines.push(line) });
    expect(report.blogs.inserted).toHaveLength(original.blogs.length);
    expect(report.projects.inserted).toHaveLength(original.projects.length);
    expect(report.inquiries.inserted).toHaveLength(inquiries.length);
    expect(report.missingImages).toEqual(["projects/moved.webp"]);
    expect(lines.join("\n")).toMatch(/holds no images[^]*site-images\/projects\/moved\.webp/);

    expect(bySlug(await rows("blogs")).map(instants)).toEqual(bySlug(original.blogs).map(instants));
    const moved = original.projects.map((project, index) => (index === 0 ? { ...project, screenshot_url: `${standinUrl}/storage/v1/object/public/site-images/projects/moved.webp` } : project));
    expect(bySlug(await rows("projects")).map(instants)).toEqual(bySlug(moved).map(instants));
    const restoredInquiries = (await rows("inquiries")).map(instants);
    for (const inquiry of inquiries) {
      // Every column the backup holds; the table has more (a claim's lease, the alerts sent, the duplicate key).
      expect(restoredInquiries).toContainEqual(
        expect.objectContaining(instants(Object.fromEntries(Object.entries(inquiry).map(([key, value]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value])))),
      );
    }

    // Idempotent: the command again, as a user runs it, inserts nothing and says so.
    const { stdout } = await run(process.execPath, [path.join(ROOT, "scripts", "ops", "content-restore.mjs"), file], {
      cwd: ROOT,
      env: { ...process.env, NEXT_PUBLIC_SUPABASE_URL: standinUrl, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY },
    });
    expect(stdout).toContain(`Posts: 0 inserted, ${original.blogs.length} skipped (already there).`);
    expect(stdout).toContain(`Projects: 0 inserted, ${original.projects.length} skipped (already there).`);
    expect(stdout).toContain(`Inquiries: 0 inserted, ${inquiries.length} skipped (already there).`);
  });
});

describe("a backup taken from the files restored into an empty project", () => {
  it("shows what the files showed: every post and project, states kept", async () => {
    const files = new FilesContentSource(FIXTURE_CONTENT_DIR);
    const [posts, projects] = await Promise.all([files.allPosts(), files.allProjects()]);
    const backup = buildBackup({ source: "files", posts, projects, inquiries: [] });
    await emptyStore();
    const report = await restoreBackup({ supabaseUrl: standinUrl, serviceRoleKey: SERVICE_KEY, backup: parseBackupText(JSON.stringify(backup)), log: () => {} });
    expect(report.blogs.inserted).toHaveLength(posts.length);
    expect(report.projects.inserted).toHaveLength(projects.length);
    const withoutId = (row: Row) => instants(Object.fromEntries(Object.entries(row).filter(([key]) => key !== "id")));
    const stored = { blogs: await rows("blogs"), projects: await rows("projects") };
    for (const post of posts) {
      const row = stored.blogs.find((item) => item.slug === post.slug)!;
      expect(withoutId(row)).toEqual({ ...withoutId(post), ...(post.updated_at === null ? { updated_at: Date.parse(String(row.updated_at)) } : {}) });
    }
    for (const project of projects) expect(withoutId(stored.projects.find((item) => item.slug === project.slug)!)).toEqual(withoutId(project));

    // The pages: what a visitor is listed and shown is the same from the restored project as from the files.
    const site = new SupabaseContentSource(createSessionlessClient(standinUrl, "restore-test-anon-key"));
    const slugs = <T extends { slug: string }>(result: { ok: boolean; data?: T[] }) => (result.ok ? result.data!.map((item) => item.slug) : result);
    expect(slugs(await site.listPublishedPosts())).toEqual(slugs(await files.listPublishedPosts()));
    expect(slugs(await site.listProjects())).toEqual(slugs(await files.listProjects()));
    for (const post of posts.slice(0, 5)) {
      const [fromSite, fromFiles] = await Promise.all([site.getPost(post.slug), files.getPost(post.slug)]);
      expect(fromSite.ok, post.slug).toBe(fromFiles.ok);
      if (fromSite.ok && fromFiles.ok) expect(instants({ ...fromSite.data, id: "" })).toEqual(instants({ ...fromFiles.data, id: "", updated_at: fromSite.data.updated_at }));
    }
  });
});

describe("the command", () => {
  it("refuses a file that is not a backup, naming the problem", async () => {
    const file = path.join(dir, "inquiries.csv");
    writeFileSync(file, "id,name\n1,Ana\n");
    const failed = await run(process.execPath, [path.join(ROOT, "scripts", "ops", "content-restore.mjs"), file], {
      cwd: ROOT,
      env: { ...process.env, NEXT_PUBLIC_SUPABASE_URL: standinUrl, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain("content:restore failed: This file is not a Northtide backup: it is not JSON.");
  });
});
