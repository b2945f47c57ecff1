import { afterEach, describe, expect, it, vi } from "vitest";

const declared: { tags: string[]; revalidate: number | false | undefined }[] = [];
vi.mock("next/cache", () => ({
  unstable_cache: (fn: () => Promise<unknown>, _key: string[], options: { tags?: string[]; revalidate?: number | false }) => {
    declared.push({ tags: options.tags ?? [], revalidate: options.revalidate });
    return fn;
  },
}));

const { keepNotFoundBriefly, withPageCache } = await import("@/lib/content/page-cache");
const { NOT_FOUND_CACHE_SECONDS } = await import("@/lib/content/cache-window");
const { tagsForRevalidation, tagsForSave } = await import("@/lib/content/cache-tags");
const { ARTICLE_ERROR_HEADING, articleErrorMetadata, notFoundMetadata, NOT_FOUND_TITLES } = await import("@/lib/shell/not-found");
import type { ContentSource } from "@/lib/content/source";

const missing = { ok: false as const, error: { kind: "not_found" as const, message: "Blog post not found." } };
const source = {
  name: "files",
  getPost: async () => missing,
  getProject: async () => missing,
  nextScheduledPostAt: async () => ({ ok: true as const, data: null }),
  nextScheduledProjectAt: async () => ({ ok: true as const, data: null }),
} as unknown as ContentSource;

describe("not-found pages", () => {
  afterEach(() => {
    declared.length = 0;
    vi.unstubAllEnvs();
  });

  it("are kept a minute at most, inside the Next server only", async () => {
    expect(NOT_FOUND_CACHE_SECONDS).toBeGreaterThan(0);
    expect(NOT_FOUND_CACHE_SECONDS).toBeLessThanOrEqual(300);
    await keepNotFoundBriefly();
    expect(declared).toEqual([]);
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    await keepNotFoundBriefly();
    expect(declared).toEqual([{ tags: [], revalidate: NOT_FOUND_CACHE_SECONDS }]);
  });

  it("of a well-formed slug carry that slug's tag, which publishing it expires", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    const tagged = withPageCache(source);
    await tagged.getPost("launch-week-2026");
    await tagged.getProject("harbour-cafe");
    const tags = declared.flatMap((entry) => entry.tags);
    expect(tags).toContain("post:launch-week-2026");
    expect(tags).toContain("project:harbour-cafe");
    expect(tagsForSave("post", ["launch-week-2026"])).toContain("post:launch-week-2026");
    expect(tagsForRevalidation({ table: "blogs", record: { slug: "launch-week-2026" }, old_record: null })).toContain("post:launch-week-2026");
    expect(tagsForRevalidation({ kind: "project", slug: "harbour-cafe" })).toContain("project:harbour-cafe");
  });

  it("of a made-up path that no item could have carry no tag of their own", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    await withPageCache(source).getPost("../../etc/passwd");
    expect(declared.flatMap((entry) => entry.tags)).toEqual(["content"]);
  });

  it("have a title saying what happened, and stay out of search results", () => {
    expect(notFoundMetadata("page")).toEqual({ title: NOT_FOUND_TITLES.page, robots: { index: false, follow: true } });
    expect(notFoundMetadata("article").title).toBe(NOT_FOUND_TITLES.article);
    expect(notFoundMetadata("project").title).toBe(NOT_FOUND_TITLES.project);
    expect(Object.keys(NOT_FOUND_TITLES).sort()).toEqual(["article", "page", "project"]);
    // An article that failed to load (not a missing one) is titled as its heading says.
    expect(articleErrorMetadata).toEqual({ title: ARTICLE_ERROR_HEADING, robots: { index: false, follow: true } });
  });
});
