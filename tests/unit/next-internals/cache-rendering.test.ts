import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { executableInlineScripts, inlineScriptHashes, noncePolicy, pagePolicy, regeneratedPagePolicy, scriptHash } from "@/lib/security/csp.mjs";
import { cacheWindowUntil, CONTENT_RETRY_SECONDS, MAX_CACHE_WINDOW_SECONDS, startOfNextYear } from "@/lib/content/cache-window";
import { CONTENT_TAGS, tagsForRevalidation, tagsForSave } from "@/lib/content/cache-tags";
import { MAX_JOURNAL_PAGE, queryPageRewrite } from "@/lib/http/query-pages";
import { routes } from "@/config/routes";
import { publicPathname } from "@/config/browser-routes";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const scriptSrc = (policy: string) => policy.split("; ").find((part) => part.startsWith("script-src "))!.split(" ").slice(1);

describe("inline scripts and their hashes", () => {
  it("finds the scripts a browser runs and skips external scripts and data blocks", () => {
    const html = [
      `<script>self.__next_f=[]</script>`,
      `<script src="/_next/static/chunks/main.js" async=""></script>`,
      `<script type="application/ld+json">{"@type":"Article"}</script>`,
      `<script type="module">import("/x.js")</script>`,
      `<SCRIPT data-x="a > b" type='text/javascript'>boot()</SCRIPT>`,
      `<script id="x" type="application/json">{"a":1}</script>`,
    ].join("");
    expect(executableInlineScripts(html)).toEqual(["self.__next_f=[]", 'import("/x.js")', "boot()"]);
  });

  it("hashes what the browser hashes: line breaks normalised to LF", () => {
    expect(executableInlineScripts("<script>a()\r\nb()\rc()</script>")).toEqual(["a()\nb()\nc()"]);
    expect(scriptHash("a()\nb()")).toBe(sha("a()\nb()"));
    expect(inlineScriptHashes("<script>x()</script><script>x()</script><script>y()</script>")).toEqual([sha("x()"), sha("y()")]);
  });

  it("gives a cached page 'self' and its own hashes, with nothing inline, eval or nonce", () => {
    const policy = pagePolicy("<script>x()</script>");
    expect(scriptSrc(policy)).toEqual(["'self'", sha("x()")]);
    expect(policy).toMatch(/^default-src 'none'; /);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toContain("'strict-dynamic'");
  });

  it("gives a page rendered per request a nonce with strict-dynamic, and the Vercel fallback inline scripts", () => {
    expect(scriptSrc(noncePolicy("abc", [sha("boot()")]))).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'", sha("boot()")]);
    expect(scriptSrc(noncePolicy("abc", [], { dev: true }))).toContain("'unsafe-eval'");
    expect(scriptSrc(regeneratedPagePolicy())).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("allows the configured geolocation service and nothing else to be fetched", () => {
    expect(pagePolicy("", { env: { NEXT_PUBLIC_GEO_URL: "https://geo.example.com/json/" } })).toContain("connect-src 'self' https://geo.example.com;");
  });
});

describe("cache windows", () => {
  const now = Date.parse("2026-11-25T06:00:00Z");
  it("keeps a page until the next scheduled post is due, at least 1 s and at most 30 days", () => {
    expect(cacheWindowUntil(null, now)).toBe(false);
    expect(cacheWindowUntil("not a date", now)).toBe(false);
    expect(cacheWindowUntil("2026-11-25T06:00:08.200Z", now)).toBe(9);
    expect(cacheWindowUntil("2026-11-25T05:00:00Z", now)).toBe(1);
    expect(cacheWindowUntil("2027-06-01T00:00:00Z", now)).toBe(MAX_CACHE_WINDOW_SECONDS);
    expect(CONTENT_RETRY_SECONDS).toBeGreaterThan(0);
  });

  it("knows when the copyright year changes", () => {
    expect(new Date(startOfNextYear(now)).getFullYear()).toBe(2027);
    expect(new Date(startOfNextYear(now)).getMonth()).toBe(0);
    expect(new Date(startOfNextYear(now)).getDate()).toBe(1);
  });
});

describe("query URLs served by prerendered pages", () => {
  const rewrite = (url: string) => {
    const parsed = new URL(url, "https://northtide.studio");
    return queryPageRewrite(parsed.pathname, parsed.searchParams);
  };
  it("serves /blog/?page=N from a page of its own, page 1 and junk from /blog/ itself", () => {
    expect(rewrite("/blog/?page=2")).toBe("/blog/page/2/");
    expect(rewrite("/blog/?page=1")).toBeNull();
    expect(rewrite("/blog/?page=abc")).toBeNull();
    expect(rewrite("/blog/?page=-3")).toBeNull();
    expect(rewrite("/blog/?page=999999")).toBe(`/blog/page/${MAX_JOURNAL_PAGE}/`);
    expect(rewrite("/blog/")).toBeNull();
  });

  it("serves /contact/?service= and /demo/?demo= from their prerendered states", () => {
    expect(rewrite("/contact/?service=web-design")).toBe("/contact/service/web-design/");
    expect(rewrite("/contact/?service=digital-marketing")).toBe("/contact/service/digital-transformation/");
    expect(rewrite("/contact/?service=Web-Design")).toBe("/contact/service/web-design/");
    expect(rewrite("/contact/?service=../../etc")).toBeNull();
    expect(rewrite("/demo/?demo=ai-chatbot")).toBe("/demo/ai-chatbot/");
    expect(rewrite("/demo/?demo=basic-template")).toBeNull();
    expect(rewrite("/demo/?demo=no-such-demo")).toBeNull();
    expect(rewrite("/about/?page=2")).toBeNull();
  });

  it("knows the public path a rewritten page stands for", () => {
    expect(publicPathname(routes.rewrites.blogPage(3))).toBe("/blog/");
    expect(publicPathname("/contact/service/other")).toBe("/contact/");
    expect(publicPathname("/demo/dt-dashboard/")).toBe("/demo/");
    expect(publicPathname("/blog/some-post/")).toBe("/blog/some-post/");
  });
});

describe("what a revalidation request expires", () => {
  it("all content for an empty body, the item and its lists for a webhook or an editor's call", () => {
    expect(tagsForRevalidation(undefined)).toEqual([CONTENT_TAGS.all]);
    expect(tagsForRevalidation({ type: "UPDATE", table: "blogs", record: { slug: "new-name", title: "x" }, old_record: { slug: "old-name" } })).toEqual(["posts", "post:new-name", "post:old-name"]);
    expect(tagsForRevalidation({ type: "DELETE", table: "projects", record: null, old_record: { slug: "reef" } })).toEqual(["projects", "project:reef"]);
    expect(tagsForRevalidation({ kind: "post", slug: "a" })).toEqual(["posts", "post:a"]);
    expect(tagsForRevalidation({ kind: "project" })).toEqual(["projects"]);
  });

  it("an admin save: the list and the item's tag, the old slug's too when it changed", () => {
    expect(tagsForSave("post", ["new-slug", "old-slug"])).toEqual(["posts", "post:new-slug", "post:old-slug"]);
    expect(tagsForSave("post", ["same", "same", null])).toEqual(["posts", "post:same"]);
    expect(tagsForSave("project", ["reef", undefined])).toEqual(["projects", "project:reef"]);
    expect(CONTENT_TAGS.project("reef")).toBe("project:reef");
  });

  it("refuses what it cannot act on", () => {
    expect(tagsForRevalidation({ table: "inquiries", record: {} })).toBeNull();
    expect(tagsForRevalidation({ kind: "post", slug: "" })).toBeNull();
    expect(tagsForRevalidation("posts")).toBeNull();
    expect(tagsForRevalidation({ kind: "post", slug: "x".repeat(201) })).toBeNull();
  });
});
