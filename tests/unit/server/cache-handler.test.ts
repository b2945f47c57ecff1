import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pagePolicy } from "@/lib/security/csp.mjs";
import PageCacheHandler from "@/lib/server/cache-handler.mjs";
import { disposeProcessSingletons } from "@/lib/server/process-singleton.mjs";

/**
 * The cache handler called the way Next calls it (a new handler per request; set with the entry's cache control, get
 * by key). A new process is one whose singletons were disposed: it has only the disk.
 */
const distDir = mkdtempSync(path.join(tmpdir(), "cache-handler-"));
beforeAll(() => vi.stubEnv("NEXT_DIST_DIR", distDir));
afterEach(() => disposeProcessSingletons());
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(distDir, { recursive: true, force: true });
});

const html = (text: string) => `<html><body><script>self.__next_f=[]</script>${text}</body></html>`;
const page = (text: string, { status = 200, tags = "posts" } = {}) => ({
  kind: "APP_PAGE",
  html: html(text),
  rscData: Buffer.from("0:{}"),
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  status,
  headers: { "x-next-cache-tags": tags } as Record<string, string>,
  postponed: undefined,
});
const cacheControl = { revalidate: 60, expire: 600 };
const set = (key: string, value: unknown) => new PageCacheHandler().set(key, value as never, { cacheControl });
const get = (key: string) => new PageCacheHandler().get(key);
const filesOnDisk = () => readdirSync(path.join(distDir, "server", "page-cache")).filter((name) => name.endsWith(".bin"));

describe("the cache handler", () => {
  it("gives a page the policy of its own HTML in the entry Next answers with, and keeps it in memory and on disk", async () => {
    const about = page("About us");
    await set("/route-cache/APP_PAGE/x/$/about", about);
    expect(about.headers).toEqual({ "x-next-cache-tags": "posts", "content-security-policy": pagePolicy(html("About us")) });
    const fromMemory = await get("/route-cache/APP_PAGE/x/$/about");
    expect(fromMemory).toMatchObject({ value: about, cacheControl, lastModified: expect.any(Number) });
    await disposeProcessSingletons();
    const fromDisk = await get("/route-cache/APP_PAGE/x/$/about");
    expect(fromDisk).toEqual(fromMemory);
    const value = fromDisk?.value as ReturnType<typeof page>;
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.segmentData.get("/_tree")?.toString()).toBe("tree");
  });

  it("keeps a not-found page in memory only, and a route handler's answer as it is; Next's data cache not at all", async () => {
    const before = filesOnDisk().length;
    await set("/route-cache/APP_PAGE/y/$/made-up-by-a-scanner", page("Not found", { status: 404 }));
    expect(filesOnDisk()).toHaveLength(before);
    expect((await get("/route-cache/APP_PAGE/y/$/made-up-by-a-scanner"))?.value.status).toBe(404);
    const feed = { kind: "APP_ROUTE", body: Buffer.from("<rss/>"), status: 200, headers: { "x-next-cache-tags": "posts" } };
    await set("/route-cache/APP_ROUTE/z/$/feed.xml", feed);
    expect((await get("/route-cache/APP_ROUTE/z/$/feed.xml"))?.value.headers).toEqual({ "x-next-cache-tags": "posts" });
    await set("fetch-key", { kind: "FETCH", data: { body: "true" }, revalidate: 60 });
    expect(await get("fetch-key")).toBeNull();
    await disposeProcessSingletons();
    expect(await get("/route-cache/APP_PAGE/y/$/made-up-by-a-scanner")).toBeNull();
  });

  it("holds at most 50 MB in memory, forgetting the least recently used first", async () => {
    const large = "x".repeat(12 * 1024 * 1024);
    for (const n of [1, 2, 3, 4]) await set(`/route-cache/APP_PAGE/u/$/${n}`, page(large + n, { status: 404 }));
    await get("/route-cache/APP_PAGE/u/$/1");
    await set("/route-cache/APP_PAGE/u/$/5", page(`${large}5`, { status: 404 }));
    const kept = await Promise.all([1, 2, 3, 4, 5].map(async (n) => (await get(`/route-cache/APP_PAGE/u/$/${n}`)) !== null));
    expect(kept).toEqual([true, false, true, true, true]);
  });

  it("a page that becomes a not-found page leaves the disk", async () => {
    await set("/route-cache/APP_PAGE/w/$/blog/gone", page("An article"));
    await set("/route-cache/APP_PAGE/w/$/blog/gone", page("Not found", { status: 404 }));
    await disposeProcessSingletons();
    expect(await get("/route-cache/APP_PAGE/w/$/blog/gone")).toBeNull();
  });

  it("expires every entry carrying a revalidated tag at once, in this process and the next, and no other", async () => {
    await set("/route-cache/APP_PAGE/v/$/blog", page("The journal", { tags: "content,posts" }));
    await set("/route-cache/APP_PAGE/v/$/terms", page("Terms", { tags: "static" }));
    await set("/route-cache/APP_PAGE/v/$/portfolio", page("Portfolio", { tags: "content,projects" }));
    await new Promise((resolve) => setTimeout(resolve, 2));
    await new PageCacheHandler().revalidateTag(["posts"]);
    expect(await get("/route-cache/APP_PAGE/v/$/blog")).toBeNull();
    expect(await get("/route-cache/APP_PAGE/v/$/terms")).not.toBeNull();
    await new PageCacheHandler().revalidateTag("projects");
    await disposeProcessSingletons();
    expect(await get("/route-cache/APP_PAGE/v/$/portfolio")).toBeNull();
    expect(await get("/route-cache/APP_PAGE/v/$/terms")).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await set("/route-cache/APP_PAGE/v/$/blog", page("The journal, again", { tags: "content,posts" }));
    expect((await get("/route-cache/APP_PAGE/v/$/blog"))?.value.html).toBe(html("The journal, again"));
  });
});
