import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handleBeforeNext } from "@/lib/server/before-next";
import { compressAssets } from "@/lib/server/asset-copies.mjs";
import { acceptedEncoding } from "@/lib/server/compressed-assets";

/**
 * The build's assets compressed once: the post-build step's copies, sent by the site's server before Next, on a build
 * folder of the test's own, with a stand-in for Next that says it was asked.
 */
const SCRIPT = `export const greeting = ${JSON.stringify("Kumusta, Vancouver! ".repeat(400))};\n`;
let root: string;
let server: http.Server;
let port = 0;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "northtide-assets-"));
  mkdirSync(path.join(root, "static", "chunks"), { recursive: true });
  mkdirSync(path.join(root, "static", "media"), { recursive: true });
  writeFileSync(path.join(root, "static", "chunks", "0abc-12.js"), SCRIPT);
  writeFileSync(path.join(root, "static", "media", "font.woff2"), "not compressed again");
  mkdirSync(path.join(root, "static", "chunks", "folder.js.br"));
  vi.stubEnv("NEXT_DIST_DIR", root);
  expect(compressAssets(root)).toEqual({ files: 1, bytes: SCRIPT.length });
  server = http.createServer((request, response) => {
    void handleBeforeNext(request, response, async () => {
      response.end("Next");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const ask = (assetPath: string, acceptEncoding?: string, method = "GET") =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    const request = http.request({ host: "127.0.0.1", port, method, path: assetPath, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });

describe("the encoding a client accepts", () => {
  it("is the one of ours it weighs highest (the better copy on a tie), never one with q=0, or any of ours under a * it accepts", () => {
    expect(acceptedEncoding("gzip, deflate, br, zstd", ["br", "gzip"])).toBe("br");
    expect(acceptedEncoding("gzip", ["br", "gzip"])).toBe("gzip");
    expect(acceptedEncoding("br;q=0, gzip;q=0.5", ["br", "gzip"])).toBe("gzip");
    expect(acceptedEncoding("gzip;q=1, br;q=0.5", ["br", "gzip"])).toBe("gzip");
    expect(acceptedEncoding("gzip;q=0.8, br;q=0.8", ["br", "gzip"])).toBe("br");
    expect(acceptedEncoding("gzip;q=0.2, *;q=0.5", ["br", "gzip"])).toBe("br");
    expect(acceptedEncoding("BR ; q=1.0", ["br", "gzip"])).toBe("br");
    expect(acceptedEncoding("*", ["br", "gzip"])).toBe("br");
    expect(acceptedEncoding("br;q=0, *", ["br", "gzip"])).toBe("gzip");
    expect(acceptedEncoding("*;q=0, identity", ["br", "gzip"])).toBeUndefined();
    expect(acceptedEncoding("identity", ["br", "gzip"])).toBeUndefined();
    expect(acceptedEncoding("", ["br", "gzip"])).toBeUndefined();
  });
});

describe("a build asset", () => {
  it("leaves as the build's Brotli or gzip copy, with the asset headers, its type and the copy's length", async () => {
    const brotli = await ask("/_next/static/chunks/0abc-12.js?v=1", "gzip, deflate, br");
    expect(brotli.status).toBe(200);
    expect(brotli.headers).toMatchObject({
      "content-encoding": "br",
      "content-type": "application/javascript; charset=UTF-8",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
      vary: "Accept-Encoding",
      "content-length": String(brotli.body.length),
    });
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
    expect(brotli.body.length).toBeLessThan(readFileSync(path.join(root, "static", "chunks", "0abc-12.js.gz")).length);

    const gzip = await ask("/_next/static/chunks/0abc-12.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const head = await ask("/_next/static/chunks/0abc-12.js", "br", "HEAD");
    expect(head).toMatchObject({ status: 200, body: Buffer.alloc(0) });
    expect(head.headers["content-length"]).toBe(brotli.headers["content-length"]);
  });

  it("is left to Next when the client takes neither copy, the asset has none, or the path is not a plain asset's", async () => {
    for (const [assetPath, acceptEncoding] of [
      ["/_next/static/chunks/0abc-12.js", undefined],
      ["/_next/static/chunks/0abc-12.js", "identity"],
      ["/_next/static/media/font.woff2", "br"],
      ["/_next/static/chunks/missing.js", "br"],
      ["/_next/static/chunks/folder.js", "br"],
      ["/_next/static/chunks/../chunks/0abc-12.js", "br"],
      ["/_next/static/chunks/%30abc-12.js", "br"],
      ["/chunks/0abc-12.js", "br"],
    ] as const) {
      const answer = await ask(assetPath, acceptEncoding);
      expect(answer.body.toString(), `${assetPath} (${acceptEncoding})`).toBe("Next");
    }
    expect((await ask("/_next/static/chunks/0abc-12.js", "br", "POST")).body.toString()).not.toBe(SCRIPT);
  });
});
