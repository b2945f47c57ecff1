import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { requestClientKey } from "@/lib/client-address";
import { connectionAddress, withConnectionAddress } from "@/lib/client-address/connection";
import { handleBeforeNext } from "@/lib/server/before-next";

/**
 * The site's handling of each request before Next, on a Node server as server.mjs runs it, with a stand-in for Next
 * that answers with the request's rate-limit key (CLIENT_IP_SOURCE=connection, the default self-hosted).
 */
const forged = { "x-real-ip": "198.51.100.66", "x-forwarded-for": "198.51.100.67", "x-vercel-forwarded-for": "198.51.100.68" };
const seen: string[] = [];
let server: http.Server;
let port = 0;

beforeAll(async () => {
  vi.stubEnv("CLIENT_IP_SOURCE", "connection");
  server = http.createServer((request, response) => {
    void handleBeforeNext(request, response, async () => {
      seen.push(`${request.method} ${request.url}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      response.end(requestClientKey(new Headers(request.headers as Record<string, string>)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

const ask = (method: string, path: string, localAddress = "127.0.0.1") =>
  new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path, localAddress, headers: forged, agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }));
    });
    request.on("error", reject);
    request.end();
  });

describe("requests refused before Next", () => {
  it("answers TRACE, a method a route handler does not serve, and an undecodable path itself, naming the methods on a 405", async () => {
    expect(await ask("TRACE", "/api/contact/")).toMatchObject({ status: 405, allow: "OPTIONS, POST", body: "Method not allowed." });
    expect(await ask("GET", "/api/contact/")).toMatchObject({ status: 405, allow: "OPTIONS, POST" });
    expect(await ask("PUT", "/og/article/a-post.png")).toMatchObject({ status: 405, allow: "GET, HEAD, OPTIONS" });
    expect(await ask("GET", "/blog/%ff%fe/")).toMatchObject({ status: 400 });
    expect(await ask("HEAD", "/covers/%ff.svg")).toMatchObject({ status: 400 });
    expect(seen).toEqual([]);
  });
});

describe("the client's address", () => {
  it("is the connection's inside Next's handling, even after awaits, whatever headers the client sends", async () => {
    expect(await ask("GET", "/blog/%e2%82%ac/?q=%ff")).toMatchObject({ status: 200, body: "127.0.0.1" });
    expect(await ask("POST", "/api/contact/", "127.0.0.2")).toMatchObject({ status: 200, body: "127.0.0.2" });
    expect(seen).toEqual(["GET /blog/%e2%82%ac/?q=%ff", "POST /api/contact/"]);
  });

  it("is unknown outside the site's server, and tests can stand in for it", () => {
    expect(connectionAddress()).toBeUndefined();
    expect(withConnectionAddress("192.0.2.8", () => connectionAddress())).toBe("192.0.2.8");
  });
});
