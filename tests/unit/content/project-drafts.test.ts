import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const declared: { tags: string[]; revalidate: number | false | undefined }[] = [];
vi.mock("next/cache", () => ({
  unstable_cache: (fn: () => Promise<unknown>, _key: string[], options: { tags?: string[]; revalidate?: number | false }) => {
    declared.push({ tags: options.tags ?? [], revalidate: options.revalidate });
    return fn;
  },
}));

const { FilesContentSource } = await import("@/lib/content/files-source");
const { withPageCache } = await import("@/lib/content/page-cache");
const { CONTENT_RETRY_SECONDS } = await import("@/lib/content/cache-window");
const { nextScheduledTime } = await import("@/lib/content/visibility");
import type { ContentResult, ContentSource } from "@/lib/content/source";

/**
 * Drafts for projects: the rule of posts (lib/content/visibility.ts) in the files source, and the cache window of a
 * page that shows projects. The Supabase source's queries are in content-supabase-source.test.ts, the database's rule
 * in project-drafts-migration.test.ts.
 */

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe("project files", () => {
  let dir: string;
  let source: InstanceType<typeof FilesContentSource>;
  const write = (slug: string, fields: Record<string, unknown>) =>
    writeFileSync(path.join(dir, "projects", `${slug}.json`), JSON.stringify({ id: `p-${slug}`, name: slug, slug, ...fields }));

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "northtide-project-drafts-"));
    mkdirSync(path.join(dir, "projects"));
    write("without-a-state", { created_at: "2025-02-17T09:30:00+08:00" });
    write("without-any-date", {});
    write("published", { created_at: "2025-01-01T00:00:00Z", published_at: "2025-03-01T00:00:00Z" });
    write("unpublished", { created_at: "2025-04-01T00:00:00Z", published_at: null });
    write("scheduled-later", { created_at: "2025-05-01T00:00:00Z", published_at: inHours(48) });
    write("scheduled-soon", { created_at: "2025-06-01T00:00:00Z", published_at: inHours(2) });
    source = new FilesContentSource(dir);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("without published_at are published since their created_at, as every project was before drafts", async () => {
    const all = await source.allProjects();
    expect(all.find((project) => project.slug === "without-a-state")?.published_at).toBe("2025-02-17T09:30:00+08:00");
    expect(all.find((project) => project.slug === "without-any-date")?.published_at).toBe("1970-01-01T00:00:00.000Z");
  });

  it("unpublished (null) or scheduled are in no list and no related list", async () => {
    const listed = await source.listProjects();
    expect(listed.ok && listed.data.map((project) => project.slug).sort()).toEqual(["published", "without-a-state", "without-any-date"]);
    const related = await source.relatedProjects("p-published", 10);
    expect(related.ok && related.data.map((project) => project.slug).sort()).toEqual(["without-a-state", "without-any-date"]);
  });

  it("unpublished or scheduled are not found by slug (the project page's 404)", async () => {
    for (const slug of ["unpublished", "scheduled-later", "scheduled-soon"]) {
      expect(await source.getProject(slug)).toEqual({ ok: false, error: { kind: "not_found", code: "PGRST116", message: "Project not found" } });
    }
    expect(await source.getProject("published")).toMatchObject({ ok: true, data: { slug: "published" } });
  });

  it("are all in the admin's read-only view", async () => {
    expect((await source.allProjects()).map((project) => project.slug)).toHaveLength(6);
  });

  it("tell when the next scheduled one goes live", async () => {
    const next = await source.nextScheduledProjectAt();
    expect(next.ok && Date.parse(next.data!)).toBe(Date.parse((await source.allProjects()).find((project) => project.slug === "scheduled-soon")!.published_at!));
  });

  it("scheduled appear once due, with no edit: the rule is applied at each read", async () => {
    vi.useFakeTimers({ now: Date.now() + 3 * HOUR, toFake: ["Date"] });
    try {
      const listed = await source.listProjects();
      expect(listed.ok && listed.data.map((project) => project.slug)).toContain("scheduled-soon");
      expect(await source.getProject("scheduled-soon")).toMatchObject({ ok: true });
      expect(await source.getProject("scheduled-later")).toMatchObject({ ok: false });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the next scheduled time", () => {
  const now = Date.parse("2026-11-25T06:00:00Z");
  it("is the earliest time still ahead, or null", () => {
    expect(nextScheduledTime(["2026-11-26T00:00:00Z", null, "2026-11-25T07:00:00Z", "2026-11-20T00:00:00Z", "junk"], now)).toBe("2026-11-25T07:00:00.000Z");
    expect(nextScheduledTime([null, undefined, "2026-11-25T05:59:59Z"], now)).toBeNull();
  });
});

describe("the cache window of a page that shows projects", () => {
  afterEach(() => {
    declared.length = 0;
  });

  const ok = <T,>(data: T): ContentResult<T> => ({ ok: true, data });
  const standIn = (nextPost: string | null, nextProject: ContentResult<string | null>) =>
    ({
      name: "stand-in",
      listProjects: async () => ok([]),
      getProject: async () => ({ ok: false, error: { kind: "not_found", code: "PGRST116", message: "Project not found" } }),
      relatedProjects: async () => ok([]),
      listPublishedPosts: async () => ok([]),
      getPost: async () => ({ ok: false, error: { kind: "not_found", code: "PGRST116", message: "Not found" } }),
      nextScheduledPostAt: async () => ok(nextPost),
      nextScheduledProjectAt: async () => nextProject,
    }) as ContentSource;
  const windows = () => declared.map((entry) => entry.revalidate);
  const near = (seconds: number) => expect.toSatisfy((value: unknown) => typeof value === "number" && Math.abs(value - seconds) <= 2);

  it("lasts until the next scheduled project is due, so it appears without a save; its 404 too", async () => {
    const source = withPageCache(standIn(null, ok(inHours(1))));
    await source.listProjects();
    await source.getProject("scheduled-soon");
    await source.relatedProjects("p-1");
    expect(windows()).toEqual([near(3600), near(3600), near(3600)]);
  });

  it("is kept until an edit when nothing is scheduled", async () => {
    await withPageCache(standIn(inHours(5), ok(null))).listProjects();
    expect(windows()).toEqual([false]);
  });

  it("on a page showing posts and projects, ends at the earlier of the next post and the next project", async () => {
    const laterProject = withPageCache(standIn(inHours(2), ok(inHours(6))));
    await laterProject.listPublishedPosts();
    await laterProject.listProjects();
    expect(Math.min(...(windows() as number[]))).toBeCloseTo(2 * 3600, -1);
    declared.length = 0;
    const earlierProject = withPageCache(standIn(inHours(6), ok(inHours(2))));
    await earlierProject.listPublishedPosts();
    await earlierProject.listProjects();
    expect(Math.min(...(windows() as number[]))).toBeCloseTo(2 * 3600, -1);
  });

  it("is the retry window when the next scheduled project cannot be read", async () => {
    await withPageCache(standIn(null, { ok: false, error: { kind: "failed", message: "down" } })).listProjects();
    expect(windows()).toEqual([CONTENT_RETRY_SECONDS]);
  });
});
