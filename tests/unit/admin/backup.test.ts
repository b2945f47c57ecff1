import { describe, expect, it, vi } from "vitest";
import { BACKUP_FORMAT, buildBackup, imageList } from "@/lib/admin/backup";
import { FilesContentSource } from "@/lib/content/files-source";
import { parseBackupText } from "@/lib/admin/restore";
import { FIXTURE_CONTENT_DIR } from "../../support/content";
import { SIGN_IN_TEXTS } from "@/lib/admin/texts";

/** The admin's one-download backup (lib/admin/backup.ts) and the route that serves it (app/admin/backup/route.ts). */

const NOW = new Date("2026-11-26T09:00:00.000Z");
const SUPABASE = "https://abcd1234.supabase.co";
const BUCKET = `${SUPABASE}/storage/v1/object/public/site-images`;

const draftPost = { id: "0b7c1f2e-1111-4a5b-8c6d-000000000001", slug: "a-draft", title: "A draft", content: "Soon.", tags: [], published_at: null, created_at: "2026-11-01T00:00:00.000Z", updated_at: "2026-11-02T00:00:00.000Z", cover_image_url: `${BUCKET}/covers/a-draft.webp` };
const unpublishedProject = { id: "0b7c1f2e-2222-4a5b-8c6d-000000000002", slug: "hidden-work", name: "Hidden work", description: null, screenshot_url: "/projects/hidden-work.webp", project_url: null, created_at: "2026-10-01T00:00:00.000Z", published_at: null };
const scheduledProject = {
  ...unpublishedProject,
  id: "0b7c1f2e-3333-4a5b-8c6d-000000000003",
  slug: "next-month",
  published_at: "2026-12-24T00:00:00.000Z",
  // A field this code does not know of, nested images included: carried whole.
  gallery: [{ src: `${BUCKET}/gallery/next-month-1.webp`, alt: "The booking screen" }],
};
const inquiry = { id: "0b7c1f2e-4444-4a5b-8c6d-000000000004", name: "Ana", email: "ana@example.com", phone: null, service: "web-design", message: "Hello", form: "full", status: "sent", attempts: 1, lastError: null, nextAttemptAt: "2026-11-20T00:00:00.000Z", forwardedAt: "2026-11-20T00:00:01.000Z", handledAt: null, createdAt: "2026-11-20T00:00:00.000Z" };

describe("the backup document", () => {
  const backup = buildBackup({ source: "supabase", posts: [draftPost], projects: [unpublishedProject, scheduledProject], inquiries: [inquiry], bucket: [{ path: "covers/a-draft.webp", size: 120, contentType: "image/webp" }, { path: "orphan.png" }], supabaseUrl: SUPABASE, now: NOW });

  it("names its format, version, time and source", () => {
    expect(backup).toMatchObject({ format: BACKUP_FORMAT, version: 1, createdAt: NOW.toISOString(), source: "supabase", supabaseUrl: SUPABASE });
  });

  it("holds a draft post, an unpublished and a scheduled project and the inquiries whole, unknown fields included", () => {
    expect(backup.posts).toEqual([draftPost]);
    expect(backup.projects).toEqual([unpublishedProject, scheduledProject]);
    expect(backup.inquiries).toEqual([inquiry]);
  });

  it("lists the images the rows show, with who shows them, and every object of the bucket", () => {
    expect(backup.images.map((image) => [image.url, image.objectPath, image.referencedBy])).toEqual([
      ["/projects/hidden-work.webp", null, ["project:hidden-work", "project:next-month"]],
      [`${BUCKET}/covers/a-draft.webp`, "covers/a-draft.webp", ["post:a-draft"]],
      [`${BUCKET}/gallery/next-month-1.webp`, "gallery/next-month-1.webp", ["project:next-month"]],
      [`${BUCKET}/orphan.png`, "orphan.png", []],
    ]);
    expect(backup.images.find((image) => image.objectPath === "covers/a-draft.webp")).toMatchObject({ size: 120, contentType: "image/webp" });
  });

  it("reads back through the restore command's check", () => {
    const text = JSON.stringify(backup);
    expect(parseBackupText(text)).toEqual(backup);
  });

  it("from the files holds every article and project, drafts and scheduled posts included", async () => {
    const files = new FilesContentSource(FIXTURE_CONTENT_DIR);
    const [posts, projects] = await Promise.all([files.allPosts(), files.allProjects()]);
    const fromFiles = buildBackup({ source: "files", posts, projects, inquiries: [], now: NOW });
    expect(fromFiles.posts).toHaveLength(posts.length);
    expect(fromFiles.posts.some((post) => post.published_at === null)).toBe(true);
    expect(fromFiles.posts.some((post) => typeof post.published_at === "string" && Date.parse(post.published_at) > NOW.getTime())).toBe(true);
    expect(fromFiles.projects.map((project) => project.slug)).toEqual(projects.map((project) => project.slug));
    expect(fromFiles.images.length).toBeGreaterThan(0);
  });

  it("refuses a row without an id or slug", () => {
    expect(() => buildBackup({ source: "files", posts: [{ title: "No slug" }], projects: [], inquiries: [], now: NOW })).toThrow();
  });
});

describe("a file that is not a backup", () => {
  const refusals: [string, string, RegExp][] = [
    ["not JSON", "id,name\n1,Ana", /not a Northtide backup: it is not JSON/],
    ["the inquiries CSV's JSON cousin", JSON.stringify([{ id: "1" }]), /not a Northtide backup: it has no "format": "northtide-backup"/],
    ["another version", JSON.stringify({ format: BACKUP_FORMAT, version: 2 }), /version 2; this command reads version 1/],
    ["a damaged list", JSON.stringify({ format: BACKUP_FORMAT, version: 1, createdAt: NOW.toISOString(), source: "files", supabaseUrl: null, posts: "all", projects: [], inquiries: [], images: [] }), /damaged: posts/],
  ];
  for (const [name, text, message] of refusals) {
    it(`is refused with a message: ${name}`, () => {
      expect(() => parseBackupText(text)).toThrow(message);
    });
  }

  it("imageList ignores text that only mentions an image", () => {
    expect(imageList([{ id: "a", slug: "a", content: "see hero.webp for details" }], [], [], null)).toEqual([]);
  });
});

describe("GET /admin/backup/", () => {
  it("answers a visitor 401 with a message, never cached", async () => {
    vi.resetModules();
    vi.doMock("@/lib/admin/auth", () => ({ getAdminSession: async () => null }));
    const { GET } = await import("@/app/admin/backup/route");
    const response = await GET();
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ message: SIGN_IN_TEXTS.backupNeedsSignIn });
    vi.doUnmock("@/lib/admin/auth");
  });
});
