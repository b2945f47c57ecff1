import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectionAddress, insideWrappedRequest, withConnectionAddress } from "@/lib/client-address/connection";
import { hooksSeen } from "@/lib/next-internals/hooks-seen.mjs";
import { installServerHooks } from "@/lib/next-internals/server-hooks";

const forged = { "x-real-ip": "198.51.100.66", "x-forwarded-for": "198.51.100.67", "x-vercel-forwarded-for": "198.51.100.68" };

/** The hooks on every Node server of the process, as instrumentation.ts installs them (twice: installed once). */
beforeAll(() => {
  installServerHooks();
  installServerHooks();
});

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

describe("the request guard on a Node server", () => {
  let server: http.Server;
  let port = 0;
  const seen: string[] = [];

  beforeAll(async () => {
    // Stands in for Next: TRACE would make it build a Request, which throws; a route handler's 405 names no method.
    server = http.createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      if (request.method === "TRACE") throw new TypeError("'TRACE' HTTP method is unsupported.");
      response.statusCode = request.method === "PUT" ? 405 : request.method === "PATCH" ? 405 : 200;
      if (request.method === "PATCH") response.setHeader("Allow", "GET");
      response.end("answered by the server");
    });
    port = await listen(server);
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

  it("refuses TRACE and undecodable paths without reaching the server's handler", async () => {
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

describe("the connection's address", () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      response.end(JSON.stringify({ address: connectionAddress(), wrapped: insideWrappedRequest() }));
    });
    port = await listen(server);
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const seen = (localAddress: string) =>
    new Promise<{ address: string; wrapped: boolean }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, localAddress, headers: forged, agent: false }, (response) => {
          let body = "";
          response.on("data", (chunk) => (body += chunk));
          response.on("end", () => resolve(JSON.parse(body)));
        })
        .on("error", reject);
    });

  it("is the socket's peer inside a request's handling, even after awaits, and a header cannot change it", async () => {
    expect(await seen("127.0.0.1")).toEqual({ address: "127.0.0.1", wrapped: true });
    expect(await seen("127.0.0.2")).toEqual({ address: "127.0.0.2", wrapped: true });
  });

  it("is unknown outside a wrapped request, and tests can stand in for the wrapper", () => {
    expect(connectionAddress()).toBeUndefined();
    expect(insideWrappedRequest()).toBe(false);
    expect(withConnectionAddress("192.0.2.8", () => [connectionAddress(), insideWrappedRequest()])).toEqual(["192.0.2.8", true]);
    expect(withConnectionAddress(undefined, () => [connectionAddress(), insideWrappedRequest()])).toEqual([undefined, true]);
  });

  it("counts every request it wraps, which the start-up check compares", async () => {
    const before = hooksSeen().requestsWrapped;
    await seen("127.0.0.1");
    await seen("127.0.0.1");
    expect(hooksSeen().requestsWrapped - before).toBe(2);
  });
});
