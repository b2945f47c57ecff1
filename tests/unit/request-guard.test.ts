import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasUndecodablePath, installRequestGuard, refusalBeforeNext, targetPath } from "@/lib/http/request-guard";

describe("requests refused before Next", () => {
  it("finds percent-escapes that are not UTF-8 in the path, never in the query", () => {
    for (const path of ["/blog/%ff%fe/", "/covers/%ff.svg", "/og/article/%ff%fe.png", "/%e2%82/", "/blog/%zz/", "/a%"]) expect(hasUndecodablePath(path), path).toBe(true);
    for (const path of ["/", "/blog/a-post/", "/blog/%e2%82%ac/", "/blog/%2e%2e%2f/", "/blog/%00/"]) expect(hasUndecodablePath(path), path).toBe(false);
    expect(targetPath("/search/?query=%ff")).toBe("/search/");
    expect(refusalBeforeNext("GET", "/search/?query=%ff")).toBeNull();
  });

  it("answers TRACE and TRACK with 405 naming the URL's methods, and a malformed path with 400", () => {
    expect(refusalBeforeNext("TRACE", "/api/contact/")).toMatchObject({ status: 405, headers: { Allow: "OPTIONS, POST" } });
    expect(refusalBeforeNext("TRACK", "/admin/?x=1")).toMatchObject({ status: 405, headers: { Allow: "GET, HEAD, POST" } });
    expect(refusalBeforeNext("TRACE", "/blog/%ff/")).toMatchObject({ status: 405 });
    expect(refusalBeforeNext("GET", "/blog/%ff%fe/")).toMatchObject({ status: 400, body: expect.stringContaining("not valid UTF-8") });
    expect(refusalBeforeNext("POST", "/covers/%ff.svg")).toMatchObject({ status: 400 });
    for (const method of ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"]) expect(refusalBeforeNext(method, "/api/contact/"), method).toBeNull();
  });
});

describe("installRequestGuard on a Node server", () => {
  let server: http.Server;
  let port = 0;
  const seen: string[] = [];

  beforeAll(async () => {
    installRequestGuard();
    installRequestGuard();
    // Stands in for Next: TRACE would make it build a Request, which throws; a route handler's 405 names no method.
    server = http.createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      if (request.method === "TRACE") throw new TypeError("'TRACE' HTTP method is unsupported.");
      response.statusCode = request.method === "PUT" ? 405 : request.method === "PATCH" ? 405 : 200;
      if (request.method === "PATCH") response.setHeader("Allow", "GET");
      response.end("answered by the server");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const ask = (method: string, path: string) =>
    new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, method, path, agent: false }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }));
      });
      request.on("error", reject);
      request.end();
    });

  it("refuses them without reaching the server's handler", async () => {
    expect(await ask("TRACE", "/api/contact/")).toMatchObject({ status: 405, allow: "OPTIONS, POST", body: "Method not allowed." });
    expect(await ask("TRACE", "/og/article/a-post.png")).toMatchObject({ status: 405, allow: "GET, HEAD, OPTIONS" });
    expect(await ask("GET", "/blog/%ff%fe/")).toMatchObject({ status: 400 });
    expect(await ask("HEAD", "/covers/%ff.svg")).toMatchObject({ status: 400 });
    expect(seen).toEqual([]);
  });

  it("lets everything else through, and names the methods on a 405 that names none", async () => {
    expect(await ask("GET", "/blog/%e2%82%ac/?q=%ff")).toMatchObject({ status: 200, body: "answered by the server" });
    expect(await ask("PUT", "/api/health/")).toMatchObject({ status: 405, allow: "GET, HEAD, OPTIONS" });
    expect(await ask("PATCH", "/api/health/")).toMatchObject({ status: 405, allow: "GET" });
    expect(seen).toEqual(["GET /blog/%e2%82%ac/?q=%ff", "PUT /api/health/", "PATCH /api/health/"]);
  });
});
