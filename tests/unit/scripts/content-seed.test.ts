import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FilesContentSource } from "@/lib/content/files-source";
import { parseSeedArgs, seedConfig, seedPlan } from "@/lib/content/seed";
import { publicImageUrl } from "@/lib/images/site-images.mjs";
import { FIXTURE_CONTENT_DIR } from "../../support/content";
import { startSupabaseStandin, type SupabaseStandin } from "../../support/standin-process.mjs";
import { GALLERY_ALT_REQUIRED } from "@/lib/content/schemas";

/**
 * npm run content:seed (lib/content/seed.ts, run by scripts/ops/content-seed.mjs). Its rows are what FilesContentSource
 * shows, with the images of public/ moved to the bucket, and against the local Supabase stand-in
 * (tests/support/supabase-standin.mjs: PostgREST upserts and Storage) it must be idempotent and leave an
 * admin's edit alone unless told to overwrite.
 */

const ROOT = process.cwd();
const CONTENT = FIXTURE_CONTENT_DIR;
const PUBLIC = path.join(ROOT, "public");
const PROJECT_URL = "https://abcd1234.supabase.co";
describe("the seed's plan", () => {
  describe("for files written every way the files source reads them", () => {
    let dir: string;
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };

    beforeAll(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), "northtide-seed-"));
      write(
        "content/blog/unquoted-dates.md",
        "---\ntitle: Unquoted dates\nexcerpt: '   '\ncover_image_url: /images/photo.png\npublished_at: 2026-03-01T09:00:00+08:00\ncreated_at: 2026-02-01\n---\n\n  Body with spaces around.  \n\n",
      );
      write("content/blog/bare-draft.md", "---\ntitle: A bare draft\ncreated_at: \"2026-05-05T10:00:00Z\"\ntags: [One, Two]\ncover_image_url: /covers/bare-draft.svg\n---\n");
      write("content/blog/an-svg-cover.mdx", "---\ntitle: An SVG\ncreated_at: 2026-01-01T00:00:00Z\nupdated_at: 2026-01-02T00:00:00Z\ncover_image_url: /art/drawing.svg\n---\nText\n");
      write("content/blog/a-bucket-cover.md", `---\ntitle: In the bucket\ncreated_at: 2026-01-01T00:00:00Z\ncover_image_url: ${PROJECT_URL}/storage/v1/object/public/site-images/covers/x.webp\n---\nText\n`);
      write("content/blog/notes.txt", "not an article");
      write("content/projects/no-extras.json", JSON.stringify({ id: "p-1", name: "No extras", slug: "no-extras", created_at: "2025-05-06T14:00:00+08:00" }));
      write("content/projects/everything.json", JSON.stringify({ id: "p-2", name: "Everything", slug: "everything", description: "  ", screenshot_url: "/images/shot.webp", project_url: "https://example.com/", created_at: "2025-01-01T00:00:00Z" }));
      write("content/projects/everything.md", "---\nheadline: ' Everything, told '\nfacts:\n  location: Cebu\n  services: [' Web ', '']\n  outcomes:\n    - { label: Target, value: ' 50% ' }\ngallery:\n  - { src: /images/shot.webp, alt: The shot }\n  - { src: /art/drawing.svg, alt: A drawing }\n---\n\n## Brief\n\nText.\n");
      write("public/images/photo.png", "png bytes");
      write("public/images/shot.webp", "webp bytes");
      write("public/art/drawing.svg", "<svg/>");
    });

    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("keeps what the files source shows but the id, uploads only the bucket's image types, and keeps other site paths", async () => {
      const contentDir = path.join(dir, "content");
      const publicDir = path.join(dir, "public");
      const plan = await seedPlan({ contentDir, publicDir, supabaseUrl: PROJECT_URL });
      const shown: Record<string, unknown> = { ...(await new FilesContentSource(contentDir).allPosts()).find((post) => post.slug === "an-svg-cover") };
      delete shown.id;
      expect(plan.posts).toHaveLength(4);
      expect(plan.posts.find((row) => row.slug === "an-svg-cover")).toEqual(shown);
      expect(plan.posts.find((row) => row.slug === "unquoted-dates")).toMatchObject({ cover_image_url: publicImageUrl(PROJECT_URL, "images/photo.png"), excerpt: null, content: "Body with spaces around." });
      expect(plan.posts.find((row) => row.slug === "a-bucket-cover")).toMatchObject({ cover_image_url: `${PROJECT_URL}/storage/v1/object/public/site-images/covers/x.webp` });
      expect(plan.projects.find((row) => row.slug === "everything")).toMatchObject({ screenshot_url: publicImageUrl(PROJECT_URL, "images/shot.webp"), description: null, project_url: "https://example.com/" });
      expect(plan.uploads).toEqual([
        { objectPath: "images/photo.png", filePath: path.join(publicDir, "images", "photo.png"), contentType: "image/png" },
        { objectPath: "images/shot.webp", filePath: path.join(publicDir, "images", "shot.webp"), contentType: "image/webp" },
      ]);
      expect(plan.posts.find((row) => row.slug === "bare-draft")).toMatchObject({ cover_image_url: "/covers/bare-draft.svg", published_at: null, content: null, excerpt: null, tags: ["One", "Two"] });
      expect(plan.posts.find((row) => row.slug === "bare-draft")).not.toHaveProperty("updated_at");
      expect(plan.posts.find((row) => row.slug === "an-svg-cover")).toMatchObject({ cover_image_url: "/art/drawing.svg" });
      expect(plan.projects.find((row) => row.slug === "everything")).toMatchObject({
        headline: " Everything, told ",
        body: "## Brief\n\nText.",
        facts: { location: "Cebu", services: ["Web"], outcomes: [{ label: "Target", value: "50%" }] },
        gallery: [{ src: publicImageUrl(PROJECT_URL, "images/shot.webp"), alt: "The shot" }, { src: "/art/drawing.svg", alt: "A drawing" }],
      });
      expect(plan.projects.find((row) => row.slug === "no-extras")).toMatchObject({ headline: null, body: null, facts: null, gallery: [] });
    });

    it("refuses a case study's gallery image without alt text, naming the file", async () => {
      write("content/projects/no-extras.md", "---\ngallery:\n  - src: /images/shot.webp\n---\nText\n");
      try {
        await expect(seedPlan({ contentDir: path.join(dir, "content"), publicDir: path.join(dir, "public"), supabaseUrl: PROJECT_URL })).rejects.toThrow(
          `no-extras.md: gallery.0.alt: ${GALLERY_ALT_REQUIRED}`,
        );
      } finally {
        rmSync(path.join(dir, "content", "projects", "no-extras.md"));
      }
    });

    it("refuses an image the site cannot show, naming the file and what is accepted", async () => {
      write("content/blog/zz-elsewhere.md", "---\ntitle: Elsewhere\ncreated_at: 2026-01-01T00:00:00Z\ncover_image_url: https://cdn.example.com/a.png\n---\n");
      try {
        await expect(seedPlan({ contentDir: path.join(dir, "content"), publicDir: path.join(dir, "public"), supabaseUrl: PROJECT_URL })).rejects.toThrow(
          `blog/zz-elsewhere: cover_image_url https://cdn.example.com/a.png cannot be shown by the site. Use a path on this site (like /projects/cover.webp) or the public URL of an image in the site-images bucket (${PROJECT_URL}/storage/v1/object/public/site-images/…).`,
        );
      } finally {
        rmSync(path.join(dir, "content", "blog", "zz-elsewhere.md"));
      }
    });
  });
});

describe("the command line", () => {
  it("takes --overwrite and --help, and nothing else", () => {
    expect(parseSeedArgs([])).toEqual({ overwrite: false, help: false });
    expect(parseSeedArgs(["--overwrite"])).toEqual({ overwrite: true, help: false });
    expect(parseSeedArgs(["--help"])).toEqual({ overwrite: false, help: true });
    expect(() => parseSeedArgs(["--force"])).toThrow("Unknown argument: --force");
  });

  it("names the missing configuration", () => {
    expect(() => seedConfig({})).toThrow(/needs NEXT_PUBLIC_SUPABASE_URL .* and SUPABASE_SERVICE_ROLE_KEY .*Missing: NEXT_PUBLIC_SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY\./);
    expect(() => seedConfig({ NEXT_PUBLIC_SUPABASE_URL: PROJECT_URL, SUPABASE_SERVICE_ROLE_KEY: "  " })).toThrow(/Missing: SUPABASE_SERVICE_ROLE_KEY\.$/);
    expect(() => seedConfig({ NEXT_PUBLIC_SUPABASE_URL: "abcd1234.supabase.co", SUPABASE_SERVICE_ROLE_KEY: "k" })).toThrow("NEXT_PUBLIC_SUPABASE_URL is not an http(s) URL: abcd1234.supabase.co");
    expect(seedConfig({ NEXT_PUBLIC_SUPABASE_URL: PROJECT_URL, SUPABASE_SERVICE_ROLE_KEY: "k", CONTENT_DIR: "elsewhere" })).toEqual({
      supabaseUrl: PROJECT_URL,
      serviceRoleKey: "k",
      contentDir: path.resolve("elsewhere"),
    });
    expect(seedConfig({ NEXT_PUBLIC_SUPABASE_URL: PROJECT_URL, SUPABASE_SERVICE_ROLE_KEY: "k" }).contentDir).toBe(path.resolve("content"));
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Against the Supabase stand-in

const SERVICE_KEY = "seed-test-service-role-key";
const ANON_KEY = "seed-test-anon-key";
const run = promisify(execFile);

let standin: SupabaseStandin | undefined;
let standinUrl: string;

/** Starts the stand-in on a free port (PORT=0) and reads its address from the first line it prints. */
async function startStandin(): Promise<void> {
  standin = await startSupabaseStandin({ anonKey: ANON_KEY, serviceKey: SERVICE_KEY });
  standinUrl = standin.url;
}

async function seed(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_PUBLIC_SUPABASE_URL: standinUrl, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY, CONTENT_DIR: CONTENT };
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(ROOT, "scripts", "ops", "content-seed.mjs"), ...args], { cwd: ROOT, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

type Dump = { blogs: Record<string, unknown>[]; projects: Record<string, unknown>[] };
const hook = async <T>(name: string): Promise<T> => (await fetch(`${standinUrl}/__${name}`)).json() as Promise<T>;
const service = (pathname: string, init: RequestInit = {}) =>
  fetch(`${standinUrl}${pathname}`, { ...init, headers: { apikey: SERVICE_KEY, authorization: `Bearer ${SERVICE_KEY}`, "content-type": "application/json", ...init.headers } });

/** A stored row, with its times as instants, compared with a planned one. */
function expectStored(stored: Record<string, unknown> | undefined, planned: Record<string, unknown>) {
  expect(stored, String(planned.slug)).toBeDefined();
  for (const [key, value] of Object.entries(planned)) {
    if (typeof value === "string" && key.endsWith("_at")) expect(Date.parse(String(stored![key])), `${planned.slug}.${key}`).toBe(Date.parse(value));
    else expect(stored![key], `${planned.slug}.${key}`).toEqual(value);
  }
}

describe("against the Supabase stand-in", () => {
  beforeAll(async () => {
    await startStandin();
  });

  afterAll(() => {
    standin?.stop();
  });

  describe("npm run content:seed", () => {
    it("inserts every post and project with their images in the bucket, then inserts nothing on a second run", async () => {
      const plan = await seedPlan({ contentDir: CONTENT, publicDir: PUBLIC, supabaseUrl: standinUrl });
      const before = await hook<Dump>("dump");

      const first = await seed();
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toContain(`Images: ${plan.uploads.length} uploaded to site-images. Posts: ${plan.posts.length} inserted, 0 updated, 0 skipped. Projects: ${plan.projects.length} inserted, 0 updated, 0 skipped.`);
      for (const row of plan.posts) expect(first.stdout).toContain(`post     inserted  ${row.slug}\n`);
      for (const row of plan.projects) expect(first.stdout).toContain(`project  inserted  ${row.slug}\n`);
      for (const upload of plan.uploads) expect(first.stdout).toContain(`image    uploaded  site-images/${upload.objectPath}\n`);
      expect(first.stdout).toContain("POST /api/revalidate/");

      const dump = await hook<Dump>("dump");
      expect(dump.blogs).toHaveLength(before.blogs.length + plan.posts.length);
      expect(dump.projects).toHaveLength(before.projects.length + plan.projects.length);
      for (const row of plan.posts) expectStored(dump.blogs.find((stored) => stored.slug === row.slug), row);
      for (const row of plan.projects) expectStored(dump.projects.find((stored) => stored.slug === row.slug), row);

      const stored = await hook<{ path: string; contentType: string; sha256: string }[]>("storage");
      expect(stored).toEqual(
        plan.uploads.map((upload) => ({ path: upload.objectPath, contentType: upload.contentType, size: readFileSync(upload.filePath).length, sha256: createHash("sha256").update(readFileSync(upload.filePath)).digest("hex") })),
      );
      // Each screenshot's and gallery image's address serves the file's bytes to anyone, as a public bucket does.
      for (const upload of plan.uploads) {
        const address = `${standinUrl}/storage/v1/object/public/site-images/${upload.objectPath}`;
        const shown = dump.projects.flatMap((row) => [row.screenshot_url, ...((row.gallery ?? []) as { src: string }[]).map((image) => image.src)]);
        expect(shown, upload.objectPath).toContain(address);
        const image = await fetch(address);
        expect(image.status).toBe(200);
        expect(image.headers.get("content-type")).toBe(upload.contentType);
        expect(Buffer.from(await image.arrayBuffer()).equals(readFileSync(upload.filePath))).toBe(true);
      }

      const second = await seed();
      expect(second.code, second.stderr).toBe(0);
      expect(second.stdout).toContain(`Posts: 0 inserted, 0 updated, ${plan.posts.length} skipped. Projects: 0 inserted, 0 updated, ${plan.projects.length} skipped.`);
      for (const row of plan.posts) expect(second.stdout).toContain(`post     skipped   ${row.slug} (already in Supabase)\n`);
      expect(second.stdout).not.toContain("POST /api/revalidate/");
      expect(await hook<Dump>("dump")).toEqual(dump);
      expect(await hook("storage")).toEqual(stored);
    });

    it("leaves an admin's edit alone, and replaces it with --overwrite", async () => {
      const plan = await seedPlan({ contentDir: CONTENT, publicDir: PUBLIC, supabaseUrl: standinUrl });
      const slug = plan.posts[0].slug;
      const edited = await service(`/rest/v1/blogs?slug=eq.${slug}`, { method: "PATCH", body: JSON.stringify({ title: "Edited by the admin", published_at: null }) });
      expect(edited.status).toBe(204);

      const kept = await seed();
      expect(kept.code, kept.stderr).toBe(0);
      expect(kept.stdout).toContain(`post     skipped   ${slug} (already in Supabase)`);
      const afterKept = (await hook<Dump>("dump")).blogs.find((row) => row.slug === slug)!;
      expect(afterKept).toMatchObject({ title: "Edited by the admin", published_at: null });

      const overwritten = await seed("--overwrite");
      expect(overwritten.code, overwritten.stderr).toBe(0);
      expect(overwritten.stdout).toContain(`Posts: 0 inserted, ${plan.posts.length} updated, 0 skipped. Projects: 0 inserted, ${plan.projects.length} updated, 0 skipped.`);
      expect(overwritten.stdout).toContain(`post     updated   ${slug}\n`);
      const restored = (await hook<Dump>("dump")).blogs.find((row) => row.slug === slug)!;
      expectStored(restored, plan.posts[0]);
      expect(restored.id).toBe(afterKept.id);
    });

    it("inserts a post deleted since, and only that one", async () => {
      const slug = (await seedPlan({ contentDir: CONTENT, publicDir: PUBLIC, supabaseUrl: standinUrl })).posts[1].slug;
      const removed = await service(`/rest/v1/blogs?slug=eq.${slug}`, { method: "DELETE" });
      expect(removed.status).toBe(204);
      const again = await seed();
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toMatch(/Posts: 1 inserted, 0 updated, \d+ skipped\./);
      expect(again.stdout).toContain(`post     inserted  ${slug}\n`);
    });

    it("fails with a clear message and no write when a key is missing or refused", async () => {
      const before = await hook<Dump>("dump");
      const { code, stderr } = await run(process.execPath, [path.join(ROOT, "scripts", "ops", "content-seed.mjs")], { cwd: ROOT, env: { ...process.env, NEXT_PUBLIC_SUPABASE_URL: standinUrl, SUPABASE_SERVICE_ROLE_KEY: "" } }).then(
        () => ({ code: 0, stderr: "" }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(code).toBe(1);
      expect(stderr).toContain("content:seed failed: content:seed needs NEXT_PUBLIC_SUPABASE_URL (the project's URL) and SUPABASE_SERVICE_ROLE_KEY");
      expect(stderr).toContain("Missing: SUPABASE_SERVICE_ROLE_KEY.");

      const env = { ...process.env, NEXT_PUBLIC_SUPABASE_URL: standinUrl, SUPABASE_SERVICE_ROLE_KEY: ANON_KEY };
      const refused = await run(process.execPath, [path.join(ROOT, "scripts", "ops", "content-seed.mjs")], { cwd: ROOT, env }).then(
        () => ({ code: 0, stderr: "" }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/content:seed failed: Supabase could not upload (?:projects|illustrations)\/\S+ to site-images: new row violates row-level security policy/);
      expect(await hook<Dump>("dump")).toEqual(before);

      const usage = await seed("--force").catch((error) => error);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain("Unknown argument: --force");
    });
  });

  describe("the stand-in's Storage, as the bucket's policies have it", () => {
    const upload = (name: string, key: string, init: { type?: string; body?: string; upsert?: boolean } = {}) =>
      fetch(`${standinUrl}/storage/v1/object/site-images/${name}`, {
        method: "POST",
        headers: { apikey: key, authorization: `Bearer ${key}`, "content-type": init.type ?? "image/webp", ...(init.upsert ? { "x-upsert": "true" } : {}) },
        body: init.body ?? "bytes",
      });

    it("refuses the publishable key, another bucket, a type the bucket does not take, and an existing object without x-upsert", async () => {
      expect((await upload("a.webp", ANON_KEY)).status).toBe(403);
      expect((await upload("a.svg", SERVICE_KEY, { type: "image/svg+xml" })).status).toBe(415);
      const other = await fetch(`${standinUrl}/storage/v1/object/private-files/a.webp`, { method: "POST", headers: { apikey: SERVICE_KEY, authorization: `Bearer ${SERVICE_KEY}`, "content-type": "image/webp" }, body: "x" });
      expect(other.status).toBe(400);
      expect((await upload("twice.webp", SERVICE_KEY)).status).toBe(200);
      expect((await upload("twice.webp", SERVICE_KEY)).status).toBe(409);
      expect((await upload("twice.webp", SERVICE_KEY, { upsert: true, body: "new bytes" })).status).toBe(200);
      expect(await (await fetch(`${standinUrl}/storage/v1/object/public/site-images/twice.webp`)).text()).toBe("new bytes");
      expect((await fetch(`${standinUrl}/storage/v1/object/public/site-images/missing.webp`)).status).toBe(404);
    });

    it("still reads published posts only for the publishable key, and lets nobody but the service role delete", async () => {
      const anon = await fetch(`${standinUrl}/rest/v1/blogs?select=slug,published_at`, { headers: { apikey: ANON_KEY } });
      const rows = (await anon.json()) as { published_at: string | null }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.published_at !== null && Date.parse(row.published_at) <= Date.now())).toBe(true);
      const deleted = await fetch(`${standinUrl}/rest/v1/projects?slug=eq.no-such-project`, { method: "DELETE", headers: { apikey: ANON_KEY } });
      expect(deleted.status).toBe(401);
    });
  });
});
