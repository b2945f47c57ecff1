#!/usr/bin/env node
// A short, bounded load test on loopback: GET /, /blog/, an article, a project and a regional page, POST /api/contact/
// and POST /api/chat/.
// Prints requests per second, latency percentiles, the size of an answer (headers and body) and, on Linux, the server's
// CPU time per request (user and system, all its threads): on a shared machine the CPU per request moves far less
// than the rate does, and it says what an endpoint costs. Fails on any error or non-2xx answer, and when an inquiry
// that was answered with success does not reach the FormSubmit stand-in exactly once (a lost or doubled lead).
//
//   npm run build && npm run load                 # starts its own server on the build, with a FormSubmit stand-in
//   node tests/harness/load.mjs --url http://127.0.0.1:3300 [--pid 1234] [--duration 5] [--connections 16]   # an existing loopback server (--pid: its process, for the CPU column)
//
// Requests carry a different x-real-ip each, as distinct visitors behind a proxy would (the server it starts trusts
// that header, CLIENT_IP_SOURCE=header:x-real-ip), so the per-client rate limit measures the full path instead of
// answering 429. A server given with --url must be started that way too.
// @ts-expect-error autocannon ships no types; LoadResult below names what this script reads of its result.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { freePort, resolvePagePath, serveBuild } from "./serve-build.mjs";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, value, index, all) => (value.startsWith("--") ? [...pairs, [value.slice(2), all[index + 1]]] : pairs), /** @type {[string, string][]} */ ([])),
);
const duration = Math.min(10, Math.max(1, Number(args.duration ?? 5)));
const connections = Math.min(64, Math.max(1, Number(args.connections ?? 16)));

// Without --url: a FormSubmit stand-in and a server on the production build, both on loopback, stopped at the end.
/** @type {import("node:child_process").ChildProcess | undefined} */
let stub;
/** @type {Awaited<ReturnType<typeof serveBuild>> | undefined} */
let server;
let stubUrl = args.stub;
if (!args.url) {
  const stubPort = await freePort();
  stub = spawn(process.execPath, ["tests/support/formsubmit-stub.mjs"], { env: { ...process.env, PORT: String(stubPort) }, stdio: "inherit" });
  stubUrl = `http://127.0.0.1:${stubPort}`;
  server = await serveBuild({ FORMSUBMIT_URL: stubUrl, CONTACT_FORWARD_EMAIL: "hello@northtide.studio", CONTACT_FORWARD_TIMEOUT_MS: "5000", CLIENT_IP_SOURCE: "header:x-real-ip" });
}
const target = new URL(args.url ?? server?.url);

const loopback = /^(127(?:\.\d{1,3}){3}|localhost|\[::1\])$/;

if (!loopback.test(target.hostname)) {
  console.error(`Refusing to load ${target.hostname}: this script only targets a server on loopback.`);
  process.exit(2);
}

const serverPid = Number(args.pid ?? server?.pid) || null;
/** The server's CPU time so far in ms (user and system, every thread), or null where /proc cannot tell. */
function serverCpuMs() {
  const file = `/proc/${serverPid}/stat`;
  if (!serverPid || !existsSync(file)) return null;
  // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (USER_HZ, 100 on Linux).
  const stat = readFileSync(file, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

let sequence = 0;
/** The e-mail of every inquiry the endpoint answered with success: each must reach FormSubmit exactly once. */
const accepted = new Set();
const visitor = () => {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
};

const questions = [
  "What services do you offer?",
  "How much does a website cost?",
  "Do you work with businesses in Toronto?",
  "Can you build a chatbot for my clinic?",
  "How does a project run?",
  "Hello",
];

/** @typedef {{ name: string; path: string; method?: "GET"; contact?: boolean; body?: () => string }} Endpoint */
/**
 * What this script reads of autocannon's result.
 * @typedef {{ requests: { average: number; total: number }; latency: { p50: number; p99: number; max: number }; throughput: { total: number }; "2xx": number; non2xx: number; errors: number; timeouts: number }} LoadResult
 */

const ARTICLE = await resolvePagePath(target.origin, "/blog/local-seo-cebu-businesses-2025/");
const PROJECT = await resolvePagePath(target.origin, "/portfolio/kitsilano-physio-clinic/");
const REGION = "/web-design-cebu-philippines/";
/** @type {Endpoint[]} */
const endpoints = [
  { name: "GET /", path: "/", method: "GET" },
  { name: "GET /blog/", path: "/blog/", method: "GET" },
  ...[ARTICLE, PROJECT].filter((path) => path !== null).map((path) => ({ name: `GET ${path}`, path, method: /** @type {const} */ ("GET") })),
  { name: `GET ${REGION}`, path: REGION, method: "GET" },
  {
    name: "POST /api/contact/",
    contact: true,
    path: "/api/contact/",
    body: () =>
      JSON.stringify({
        name: `Load Test ${sequence}`,
        email: `load${sequence}@example.com`,
        message: "A load-test inquiry from tests/harness/load.mjs.",
        _honey: "",
        _captcha: "false",
      }),
  },
  { name: "POST /api/chat/", path: "/api/chat/", body: () => JSON.stringify({ message: questions[sequence % questions.length], history: [] }) },
];

/**
 * @param {Endpoint} endpoint
 * @returns {Promise<LoadResult>}
 */
function run(endpoint) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.origin,
        connections,
        duration,
        requests: [
          endpoint.method === "GET"
            ? { method: "GET", path: endpoint.path, setupRequest: (/** @type {object} */ request) => ({ ...request, headers: { accept: "text/html", "x-real-ip": visitor() } }) }
            : {
                method: "POST",
                path: endpoint.path,
                setupRequest: (/** @type {object} */ request, /** @type {{ email?: string }} */ context) => {
                  const headers = { "content-type": "application/json", accept: "application/json", "x-real-ip": visitor() };
                  const body = endpoint.body?.() ?? "";
                  context.email = /load\d+@example\.com/.exec(body)?.[0];
                  return { ...request, headers, body };
                },
                onResponse: (/** @type {number} */ status, /** @type {unknown} */ _body, /** @type {{ email?: string }} */ context) => {
                  if (endpoint.contact && status === 200 && context.email) accepted.add(context.email);
                },
              },
        ],
      },
      (/** @type {Error | null} */ error, /** @type {LoadResult} */ result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/** Every inquiry answered with success must reach FormSubmit exactly once; forwarding may finish after the answer. */
async function checkInquiries() {
  if (!stubUrl) return "not checked (pass --stub with the FormSubmit stand-in's URL)";
  const deadline = Date.now() + 30_000;
  for (;;) {
    const received = await (await fetch(`${stubUrl}/__received`)).json();
    const counts = new Map();
    for (const entry of received) {
      const email = /load\d+@example\.com/.exec(entry.body)?.[0];
      if (email) counts.set(email, (counts.get(email) ?? 0) + 1);
    }
    const doubled = [...counts.values()].filter((count) => count > 1).length;
    if (doubled) return `${doubled} inquiries forwarded more than once`;
    const missing = [...accepted].filter((email) => !counts.has(email)).length;
    if (missing === 0) return null;
    if (Date.now() > deadline) return `${missing} of ${accepted.size} accepted inquiries never reached FormSubmit`;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let lost = null;
try {
  console.log(`Load test of ${target.origin}: ${duration} s per endpoint, ${connections} connections\n`);
  // One request to each page first: the figures are of pages served from a warm cache, not of the first render.
  for (const endpoint of endpoints.filter((entry) => entry.method === "GET")) await (await fetch(new URL(endpoint.path, target))).arrayBuffer();
  const rows = [];
  for (const endpoint of endpoints) {
    const cpuBefore = serverCpuMs();
    const result = await run(endpoint);
    const cpuAfter = serverCpuMs();
    rows.push({
      endpoint: endpoint.name,
      "req/s (avg)": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      "max ms": result.latency.max,
      "KB/answer": result.requests.total ? Math.round(result.throughput.total / result.requests.total / 102.4) / 10 : 0,
      "server CPU ms/req": cpuBefore === null || cpuAfter === null || !result.requests.total ? "-" : Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 100) / 100,
      requests: result.requests.total,
      "2xx": result["2xx"],
      "non-2xx": result.non2xx,
      errors: result.errors + result.timeouts,
    });
    if (endpoint.contact) lost = await checkInquiries();
  }
  console.table(rows);
  console.log(`Inquiries: ${lost ?? `all ${accepted.size} answered with success reached FormSubmit exactly once`}`);
  if (rows.some((row) => row["non-2xx"] > 0 || row.errors > 0) || (lost && !lost.startsWith("not checked"))) process.exitCode = 1;
} finally {
  await server?.stop();
  stub?.kill();
}
