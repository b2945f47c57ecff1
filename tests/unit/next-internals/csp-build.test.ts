import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writePagePolicies } from "@/lib/next-internals/csp-build.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const scriptSrc = (policy: string) => policy.split("; ").find((part) => part.startsWith("script-src "))!.split(" ").slice(1);

describe("the post-build step", () => {
  let dist: string;
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  };

  it("writes each prerendered page's own policy to the manifest, skips route handlers and names pages without HTML", () => {
    dist = mkdtempSync(path.join(tmpdir(), "csp-build-"));
    write("prerender-manifest.json", JSON.stringify({ routes: { "/": {}, "/blog/a": { initialHeaders: { "x-next-cache-tags": "posts" } }, "/feed.xml": {}, "/lost": {} } }));
    write("server/app/index.html", "<script>home()</script>");
    write("server/app/index.meta", JSON.stringify({ status: 200, headers: {} }));
    write("server/app/blog/a.html", "<script>article()</script>");
    write("server/app/blog/a.meta", JSON.stringify({ headers: { "x-next-cache-tags": "posts,content-unavailable" } }));
    write("server/app/feed.xml.body", "<rss/>");
    write("server/app/feed.xml.meta", "{}");

    const result = writePagePolicies(dist);
    expect(result).toEqual({ pages: ["/", "/blog/a"], missing: ["/lost"], unavailable: ["/blog/a"] });
    const manifest = JSON.parse(readFileSync(path.join(dist, "prerender-manifest.json"), "utf8"));
    const policy = manifest.routes["/blog/a"].initialHeaders["content-security-policy"];
    expect(scriptSrc(policy)).toEqual(["'self'", sha("article()")]);
    expect(manifest.routes["/blog/a"].initialHeaders["x-next-cache-tags"]).toBe("posts");
    expect(scriptSrc(manifest.routes["/"].initialHeaders["content-security-policy"])).toEqual(["'self'", sha("home()")]);
    expect(manifest.routes["/feed.xml"].initialHeaders).toBeUndefined();
  });

  it("reads the files where the installed Next writes them (the real build is checked in tests/e2e/cache.spec.ts)", () => {
    const require = createRequire(import.meta.url);
    expect(require("next/dist/shared/lib/constants")).toMatchObject({ PRERENDER_MANIFEST: "prerender-manifest.json", SERVER_DIRECTORY: "server" });
    expect(require("next/dist/lib/constants")).toMatchObject({ NEXT_META_SUFFIX: ".meta", NEXT_CACHE_TAGS_HEADER: "x-next-cache-tags" });
    expect(readFileSync(require.resolve("next/dist/build/index.js"), "utf8")).toMatch(/prerenderManifest\.routes\[route\.pathname\] = \{\s+initialStatus: status,\s+initialHeaders:/);
  });
});
