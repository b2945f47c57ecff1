import { describe, expect, it } from "vitest";
import { MAX_TARGET_BYTES, refusalBeforeNext, targetPath } from "@/lib/http/request-guard";

describe("requests refused before Next", () => {
  it("finds percent-escapes that are not UTF-8 in the path, never in the query", () => {
    for (const path of ["/blog/%ff%fe/", "/covers/%ff.svg", "/og/article/%ff%fe.png", "/%e2%82/", "/blog/%zz/", "/a%"]) expect(refusalBeforeNext("GET", path)?.status, path).toBe(400);
    for (const path of ["/", "/blog/a-post/", "/blog/%e2%82%ac/", "/blog/%2e%2e%2f/", "/blog/%00/"]) expect(refusalBeforeNext("GET", path), path).toBeNull();
    expect(targetPath("/search/?query=%ff")).toBe("/search/");
    expect(refusalBeforeNext("GET", "/search/?query=%ff")).toBeNull();
  });

  it("answers TRACE and TRACK with 405 naming the URL's methods, and a malformed path with 400", () => {
    expect(refusalBeforeNext("TRACE", "/api/contact/")).toMatchObject({ status: 405, headers: { Allow: "OPTIONS, POST" } });
    expect(refusalBeforeNext("TRACK", "/admin/?x=1")).toMatchObject({ status: 405, headers: { Allow: "GET, HEAD, POST" } });
    expect(refusalBeforeNext("TRACE", "/blog/%ff/")).toMatchObject({ status: 405 });
    expect(refusalBeforeNext("GET", "/blog/%ff%fe/")).toMatchObject({ status: 400, body: expect.stringContaining("not valid UTF-8") });
    expect(refusalBeforeNext("GET", "/covers/%ff.svg")).toMatchObject({ status: 400 });
  });

  it("answers a method a route handler does not serve with 405 naming those it does, and leaves pages' methods to Next", () => {
    for (const method of ["GET", "HEAD", "PUT", "DELETE"]) expect(refusalBeforeNext(method, "/api/contact/"), method).toMatchObject({ status: 405, headers: { Allow: "OPTIONS, POST" } });
    for (const method of ["POST", "OPTIONS"]) expect(refusalBeforeNext(method, "/api/contact/"), method).toBeNull();
    expect(refusalBeforeNext("POST", "/covers/a-post.svg")).toMatchObject({ status: 405, headers: { Allow: "GET, HEAD, OPTIONS" } });
    for (const method of ["POST", "PUT", "OPTIONS"]) expect(refusalBeforeNext(method, "/about/"), method).toBeNull();
  });

  it("answers a request target over 2 KB (path and query) with 414 and small headers, before any redirect, whatever the method", () => {
    for (const target of [`/${"a".repeat(8192)}`, `/blog/${"a".repeat(2043)}/`, `/about?q=${"x".repeat(3000)}`]) {
      for (const method of ["GET", "POST", "TRACE"]) {
        const refusal = refusalBeforeNext(method, target);
        expect(refusal, `${method} ${target.length}`).toMatchObject({ status: 414 });
        expect(JSON.stringify(refusal!.headers).length + refusal!.body.length).toBeLessThan(512);
      }
    }
    expect(MAX_TARGET_BYTES).toBe(2048);
    expect(refusalBeforeNext("GET", `/blog/${"a".repeat(2041)}/`)).toBeNull();
    expect(refusalBeforeNext("GET", `/search/?query=${"a".repeat(1000)}`)).toBeNull();
  });
});
