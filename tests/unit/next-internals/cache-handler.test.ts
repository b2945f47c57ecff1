import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { pagePolicy } from "@/lib/security/csp.mjs";
import CspCacheHandler, { withPageHeaders } from "@/lib/next-internals/cache-handler.mjs";
import { hooksSeen } from "@/lib/next-internals/hooks-seen.mjs";
import { pageEtag } from "@/lib/next-internals/page-etag.mjs";

const html = `<html><body><script>self.__next_f=[]</script>A page</body></html>`;

describe("the headers a cached page's HTML decides", () => {
  it("a page written to the cache gets the policy and the ETag of its own HTML, replacing older ones", () => {
    const value = withPageHeaders({ kind: "APP_PAGE", html, headers: { "x-next-cache-tags": "posts", etag: 'W/"old"', "content-security-policy": "old" } });
    expect(value.headers).toEqual({ "x-next-cache-tags": "posts", "content-security-policy": pagePolicy(html), etag: pageEtag(html) });
  });

  it("names a version: the same HTML the same weak tag, any change another", () => {
    expect(pageEtag(html)).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(pageEtag(html)).toBe(pageEtag(`${html}`));
    expect(pageEtag(html.replace("A page", "A page!"))).not.toBe(pageEtag(html));
  });

  it("an entry read back keeps what it has and gains what it lacks (pages from the build have their policy already)", () => {
    const value = withPageHeaders({ kind: "APP_PAGE", html, headers: { "content-security-policy": "from the build" } }, "missing");
    expect(value.headers).toEqual({ "content-security-policy": "from the build", etag: pageEtag(html) });
  });

  it("a not-found page gets its policy but no ETag (a 304 stands for a 200); what is not a page is left alone", () => {
    expect(withPageHeaders({ kind: "APP_PAGE", html, status: 404, headers: {} }).headers).toEqual({ "content-security-policy": pagePolicy(html) });
    const route = { kind: "APP_ROUTE", body: Buffer.from("{}"), headers: {} };
    expect(withPageHeaders(route).headers).toEqual({});
  });
});

/**
 * The handler on Next's own FileSystemCache of the installed version, called the way Next calls it (the context
 * IncrementalCache builds it with; set and get with a page's context): what it assumes of that class holds.
 */
describe("the cache handler on Next's file-system cache", () => {
  const serverDistDir = mkdtempSync(path.join(tmpdir(), "cache-handler-"));
  afterAll(() => rmSync(serverDistDir, { recursive: true, force: true }));

  const handler = () => new CspCacheHandler({ fs: nodeFs, flushToDisk: true, serverDistDir, revalidatedTags: [], maxMemoryCacheSize: 8 * 1024 * 1024, _requestHeaders: {} });
  const page = (body: string, status = 200) => ({ kind: "APP_PAGE", html: body, rscData: Buffer.from("0:{}"), status, headers: { "x-next-cache-tags": "posts" }, postponed: undefined, segmentData: undefined });
  const set = (key: string, value: ReturnType<typeof page>) => handler().set(key, value as never, { cacheControl: { revalidate: 60, expire: 600 }, isRoutePPREnabled: false, isFallback: false } as never);
  const get = async (key: string) => (await handler().get(key, { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false } as never))?.value as { headers?: Record<string, unknown> } | undefined;
  const onDisk = (key: string, suffix: string) => path.join(serverDistDir, "app", `${key}${suffix}`);

  it("writes a page with its policy and ETag to disk and to memory, and counts itself and the page", async () => {
    const before = { ...hooksSeen() };
    const body = html.replace("A page", "About us");
    await set("/about", page(body));
    const meta = JSON.parse(readFileSync(onDisk("/about", ".meta"), "utf8"));
    expect(meta.headers).toEqual({ "x-next-cache-tags": "posts", "content-security-policy": pagePolicy(body), etag: pageEtag(body) });
    expect(readFileSync(onDisk("/about", ".html"), "utf8")).toBe(body);
    expect((await get("/about"))?.headers).toEqual(meta.headers);
    expect(hooksSeen().cacheHandlersBuilt - before.cacheHandlersBuilt).toBe(2);
    expect(hooksSeen().pagesThroughCacheHandler - before.pagesThroughCacheHandler).toBe(2);
  });

  it("keeps a not-found page in memory only, and writes the next page to disk again", async () => {
    const body = html.replace("A page", "Not found");
    await set("/made-up-by-a-scanner", page(body, 404));
    expect(existsSync(onDisk("/made-up-by-a-scanner", ".html"))).toBe(false);
    expect((await get("/made-up-by-a-scanner"))?.headers).toEqual({ "x-next-cache-tags": "posts", "content-security-policy": pagePolicy(body) });
    await set("/services", page(html));
    expect(existsSync(onDisk("/services", ".html"))).toBe(true);
  });

  it("gives a page from the build, read from disk, the ETag it lacks and keeps its policy", async () => {
    mkdirSync(path.join(serverDistDir, "app"), { recursive: true });
    writeFileSync(onDisk("/built", ".html"), html);
    writeFileSync(onDisk("/built", ".rsc"), "0:{}");
    writeFileSync(onDisk("/built", ".meta"), JSON.stringify({ status: 200, headers: { "content-security-policy": "from the build" } }));
    expect((await get("/built"))?.headers).toEqual({ "content-security-policy": "from the build", etag: pageEtag(html) });
  });
});
