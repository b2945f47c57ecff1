#!/usr/bin/env node
// @ts-check
// What a repeat visit costs with and without the site's 304 layer (lib/next-internals/conditional-get.ts), measured on
// the production build: for home, a page and an article, autocannon on loopback sends browser-like GETs (compressed,
// text/html) with no validator (a first visit, or a repeat visit when no 304 can be had) and with If-None-Match naming
// the page's current ETag (a repeat visit). Two servers on the same build, one after the other:
// - `site`: the site as it runs: the cache handler's once-per-version ETag and the 304 layer;
// - `next-etag`: the alternative if the layer went, Next's own `generateEtags` (it hashes every 200 it sends and
//   answers 304 itself), the site's layer left out. A preload of this script's own sets both, for this run only.
// Prints, per page and request kind, the status, the bytes a visitor receives (headers and body), latency and the
// server's CPU per request (Linux). A time on a slow link is the bytes at 1.6 Mbit/s (Lighthouse's mobile throttling).
//
//   npm run build && node tests/harness/conditional-get.mjs [--rounds 1] [--duration 3] [--connections 10]
// @ts-expect-error autocannon ships no types; LoadResult below names what this script reads of its result.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** @type {Record<string, string>} */
const args = Object.fromEntries(
  process.argv.slice(2).reduce((/** @type {string[][]} */ pairs, value, index, all) => (value.startsWith("--") ? [...pairs, [value.slice(2), all[index + 1]]] : pairs), []),
);
const duration = Math.min(10, Math.max(1, Number(args.duration ?? 3)));
const connections = Math.min(64, Math.max(1, Number(args.connections ?? 10)));
const rounds = Math.min(10, Math.max(1, Number(args.rounds ?? 1)));
const PAGES = ["/", "/about/", "/blog/local-seo-cebu-businesses-2025/"];
const BROWSER = { accept: "text/html", "accept-encoding": "gzip, deflate, br" };
const SLOW_LINK_BITS_PER_S = 1.6e6;

// Loaded with --import into the `next-etag` server: Next's ETag on, the site's 304 layer marked as installed so the
// instrumentation hook skips it (lib/next-internals/request-event.ts keeps the installed names on globalThis).
const NEXT_ETAG_PRELOAD = `
import { createRequire } from "node:module";
const require = createRequire(process.cwd() + "/");
const file = require.resolve("next/dist/server/config");
const real = require(file);
const loadConfig = real.default;
require.cache[file].exports = { ...real, __esModule: true, default: async (...args) => Object.assign(await loadConfig(...args), { generateEtags: true }) };
(globalThis[Symbol.for("northtide.request-event.wrapped")] ??= new Set()).add("conditional-get");
`;

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
    server.on("error", reject);
  });
}

/** `next start` on the build, with `preload` (module source) loaded first when given; resolves once it is ready. */
async function start(/** @type {string | null} */ preload) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "northtide-conditional-"));
  process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  const nodeArgs = preload ? ["--import", `data:text/javascript,${encodeURIComponent(preload)}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, "node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { NEXT_PUBLIC_SITE_URL: "https://northtide.studio", ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: dataDir, CONTACT_FORWARD_EMAIL: "off" },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    // Ready once the embedded inquiry store is open: opening it holds the server's thread for seconds.
    if ((await fetch(`${url}/api/health/`).catch(() => null))?.ok) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error("next start did not answer within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = () => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM")));
  return { url, pid: child.pid, stop };
}

/** The server's CPU time so far in ms (user and system, every thread), or null where /proc cannot tell. */
function cpuMs(/** @type {number | undefined} */ pid) {
  const file = `/proc/${pid}/stat`;
  if (!pid || !existsSync(file)) return null;
  const stat = readFileSync(file, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * One GET with exactly these headers (fetch would add `Cache-Control: no-cache` to a conditional request, and Next's
 * own 304 is never given to a request carrying it; a browser revalidating a page sends none).
 * @returns {Promise<{ status: number | undefined; etag: string | undefined }>}
 */
function get(/** @type {string} */ url, /** @type {Record<string, string>} */ headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode, etag: /** @type {string | undefined} */ (response.headers.etag) }));
      })
      .on("error", reject);
  });
}

/**
 * What this script reads of autocannon's result.
 * @typedef {{ requests: { total: number; average: number }; throughput: { total: number }; latency: { p99: number }; "2xx": number; "3xx": number; non2xx: number; errors: number; timeouts: number }} LoadResult
 */

/** @returns {Promise<LoadResult>} */
function load(/** @type {string} */ url, /** @type {Record<string, string>} */ headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (/** @type {Error | null} */ error, /** @type {LoadResult} */ result) => (error ? reject(error) : resolve(result)));
  });
}

/** Each measured figure of each row, over the rounds. @type {Map<string, { server: string; page: string; visit: string; status: number | string; bytes: number; rates: number[]; p99s: number[]; cpus: number[]; errors: number }>} */
const rows = new Map();
const VISITS = /** @type {const} */ ([
  ["no validator", () => BROWSER],
  ["If-None-Match", (/** @type {string} */ etag) => ({ ...BROWSER, "if-none-match": etag })],
  ["no validator, uncompressed", () => ({ accept: "text/html" })],
]);
for (let round = 1; round <= rounds; round += 1) {
  for (const [server, preload] of /** @type {const} */ ([["site", null], ["next-etag", NEXT_ETAG_PRELOAD]])) {
    const { url, pid, stop } = await start(preload);
    try {
      for (const page of PAGES) {
        await get(`${url}${page}`, BROWSER);
        const { etag } = await get(`${url}${page}`, BROWSER);
        if (!etag) throw new Error(`${server}: ${page} has no ETag`);
        const conditional = await get(`${url}${page}`, { ...BROWSER, "if-none-match": etag });
        if (conditional.status !== 304) throw new Error(`${server}: ${page} with If-None-Match answered ${conditional.status}, not 304`);
        for (const [visit, headers] of VISITS) {
          const before = cpuMs(pid);
          const result = await load(`${url}${page}`, headers(etag));
          const after = cpuMs(pid);
          const key = `${server} ${page} ${visit}`;
          const row = rows.get(key) ?? { server, page, visit, status: "", bytes: 0, rates: [], p99s: [], cpus: [], errors: 0 };
          row.status = result["2xx"] && !result["3xx"] ? 200 : result["3xx"] && !result["2xx"] ? 304 : "mixed";
          row.bytes = result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0;
          row.rates.push(Math.round(result.requests.average));
          row.p99s.push(result.latency.p99);
          if (before !== null && after !== null && result.requests.total) row.cpus.push(Math.round(((after - before) / result.requests.total) * 100) / 100);
          row.errors += result.errors + result.timeouts + result.non2xx - result["3xx"];
          rows.set(key, row);
        }
      }
    } finally {
      await stop();
    }
  }
}
const range = (/** @type {number[]} */ values) => (values.length === 0 ? "-" : Math.min(...values) === Math.max(...values) ? String(values[0]) : `${Math.min(...values)}–${Math.max(...values)}`);
console.log(`Conditional GETs: ${rounds} round(s), ${duration} s per row, ${connections} connections; ranges over the rounds\n`);
console.table(
  [...rows.values()].map((row) => ({
    server: row.server,
    page: row.page,
    visit: row.visit,
    status: row.status,
    "bytes/answer": row.bytes,
    "ms at 1.6 Mbit/s": Math.round(((row.bytes * 8) / SLOW_LINK_BITS_PER_S) * 1000),
    "req/s": range(row.rates),
    "p99 ms": range(row.p99s),
    "CPU ms/req": range(row.cpus),
    errors: row.errors,
  })),
);
if ([...rows.values()].some((row) => row.errors > 0 || row.status === "mixed")) process.exitCode = 1;
