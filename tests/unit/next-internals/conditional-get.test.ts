import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerNotModifiedWhenCurrent, ifNoneMatchNames, installConditionalGet } from "@/lib/next-internals/conditional-get";

// The compressor `next start` runs every answer through.
const compression = createRequire(import.meta.url)("next/dist/compiled/compression") as () => (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const ETAG = 'W/"version-7"';
const PAGE = `<!doctype html><html><body>${"A page worth caching. ".repeat(200)}</body></html>`;

describe("If-None-Match", () => {
  it("names the current version when one of its tags matches, compared weakly, or with *", () => {
    expect(ifNoneMatchNames('W/"version-7"', ETAG)).toBe(true);
    expect(ifNoneMatchNames('"version-7"', ETAG)).toBe(true);
    expect(ifNoneMatchNames('W/"version-6", W/"version-7"', ETAG)).toBe(true);
    expect(ifNoneMatchNames(' * ', ETAG)).toBe(true);
    expect(ifNoneMatchNames('W/"version-6"', ETAG)).toBe(false);
    expect(ifNoneMatchNames('"version-7-rsc"', ETAG)).toBe(false);
    expect(ifNoneMatchNames("", ETAG)).toBe(false);
    expect(ifNoneMatchNames("version-7", ETAG)).toBe(false);
  });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

describe("a page answered by a server that checks If-None-Match", () => {
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    // Stands in for Next: the headers of a cached page (ETag among them), compression, then the whole page with end().
    server = http.createServer((request, response) => {
      answerNotModifiedWhenCurrent(request, response);
      compression()(request, response, () => {
        const url = new URL(request.url ?? "/", "http://localhost");
        response.statusCode = Number(url.searchParams.get("status") ?? 200);
        if (url.searchParams.get("etag") !== "none") response.setHeader("ETag", ETAG);
        response.setHeader("Cache-Control", "s-maxage=60, stale-while-revalidate=600");
        response.setHeader("Content-Security-Policy", "default-src 'none'");
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.setHeader("Content-Length", Buffer.byteLength(PAGE));
        response.end(request.method === "HEAD" ? undefined : PAGE);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  function ask(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on("error", reject);
      request.end();
    });
  }

  it("sends the whole page to a request without If-None-Match, or naming another version", async () => {
    for (const headers of [{}, { "if-none-match": 'W/"version-6"' }] as Record<string, string>[]) {
      const answer = await ask("/", headers);
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe(PAGE);
      expect(answer.headers.etag).toBe(ETAG);
    }
  });

  it("answers 304 with no body, keeping the validator, the caching headers and the policy", async () => {
    for (const encoding of ["identity", "gzip"]) {
      const answer = await ask("/", { "if-none-match": ETAG, "accept-encoding": encoding });
      expect(answer.status, encoding).toBe(304);
      expect(answer.body.length, encoding).toBe(0);
      expect(answer.headers.etag).toBe(ETAG);
      expect(answer.headers["cache-control"]).toBe("s-maxage=60, stale-while-revalidate=600");
      expect(answer.headers["content-security-policy"]).toBe("default-src 'none'");
      for (const name of ["content-type", "content-length", "content-encoding", "transfer-encoding"]) expect(answer.headers[name], `${encoding}: ${name}`).toBeUndefined();
    }
    expect((await ask("/", { "if-none-match": ETAG }, "HEAD")).status).toBe(304);
  });

  it("still compresses the page for a request naming another version", async () => {
    const answer = await ask("/", { "if-none-match": 'W/"version-6"', "accept-encoding": "gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.body).toString()).toBe(PAGE);
  });

  it("leaves alone what is not a GET or HEAD of a 200 with an ETag", async () => {
    expect((await ask("/", { "if-none-match": ETAG }, "POST")).status).toBe(200);
    expect((await ask("/?status=404", { "if-none-match": ETAG })).status).toBe(404);
    expect((await ask("/?etag=none", { "if-none-match": "*" })).status).toBe(200);
  });
});

describe("installConditionalGet", () => {
  it("checks If-None-Match for every request of every Node server, once however often it is installed", async () => {
    installConditionalGet();
    installConditionalGet();
    const server = http.createServer((_request, response) => {
      response.setHeader("ETag", ETAG);
      response.end("the page");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      expect((await fetch(url, { headers: { "if-none-match": ETAG } })).status).toBe(304);
      const whole = await fetch(url);
      expect(whole.status).toBe(200);
      expect(await whole.text()).toBe("the page");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
