#!/usr/bin/env node
// A short load test of POST /api/contact/ and POST /api/chat/ on a local server (loopback only, at most 10 s per endpoint).
//
//   node tests/e2e/support/formsubmit-stub.mjs &                        # FormSubmit stand-in on :3199
//   DATA_DIR=/tmp/load-data FORMSUBMIT_URL=http://127.0.0.1:3199 node node_modules/next/dist/bin/next start -p 3300 &
//   node scripts/load.mjs --url http://127.0.0.1:3300 [--duration 10] [--connections 16]
//
// Every contact request is a real inquiry (stored, then forwarded to the server's FORMSUBMIT_URL), so point it at
// a throw-away server. Requests carry a different x-real-ip each, as distinct visitors would, so the per-client
// rate limit measures the full path instead of answering 429.
import autocannon from "autocannon";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, value, index, all) => (value.startsWith("--") ? [...pairs, [value.slice(2), all[index + 1]]] : pairs), []),
);
const target = new URL(args.url ?? "http://127.0.0.1:3300");
const duration = Math.min(10, Math.max(1, Number(args.duration ?? 10)));
const connections = Math.min(64, Math.max(1, Number(args.connections ?? 16)));

const loopback = /^(127(?:\.\d{1,3}){3}|localhost|\[::1\])$/;
if (!loopback.test(target.hostname)) {
  console.error(`Refusing to load ${target.hostname}: this script only targets a server on loopback.`);
  process.exit(2);
}

let sequence = 0;
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

const endpoints = [
  {
    name: "POST /api/contact/",
    path: "/api/contact/",
    body: () =>
      JSON.stringify({
        name: `Load Test ${sequence}`,
        email: `load${sequence}@example.com`,
        message: "A load-test inquiry from scripts/load.mjs.",
        _honey: "",
        _captcha: "false",
      }),
  },
  { name: "POST /api/chat/", path: "/api/chat/", body: () => JSON.stringify({ message: questions[sequence % questions.length], history: [] }) },
];

function run(endpoint) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.origin,
        connections,
        duration,
        requests: [
          {
            method: "POST",
            path: endpoint.path,
            setupRequest: (request) => ({
              ...request,
              headers: { "content-type": "application/json", accept: "application/json", "x-real-ip": visitor() },
              body: endpoint.body(),
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

console.log(`Load test of ${target.origin}: ${duration} s per endpoint, ${connections} connections\n`);
const rows = [];
for (const endpoint of endpoints) {
  const result = await run(endpoint);
  rows.push({
    endpoint: endpoint.name,
    "req/s (avg)": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "max ms": result.latency.max,
    requests: result.requests.total,
    "2xx": result["2xx"],
    "non-2xx": result.non2xx,
    errors: result.errors + result.timeouts,
  });
}
console.table(rows);
if (rows.some((row) => row["non-2xx"] > 0 || row.errors > 0)) process.exitCode = 1;
