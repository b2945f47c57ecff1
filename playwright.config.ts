import { defineConfig, devices } from "@playwright/test";
import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import { ADMIN_SESSION_SECRET, adminPasswordHash } from "./tests/support/admin";
import { FIXTURE_CONTENT_DIR } from "./tests/support/content";

/**
 * End-to-end tests against the production build (`next build` must have run; `npm test` does it).
 * Six servers run that build as `npm start` does (server.mjs), each on its own copy of it, since each keeps the pages
 * it renders (tests/support/serve-copy.mjs): the site on the suite's content (tests/fixtures/content, never content/,
 * so that an editor's change to content/ changes nothing here); the same site on an empty, a failing and a slow
 * content source, for the empty, error and loading states; on a copy of the suite's content that the cache tests
 * edit; and on Supabase (a local stand-in) for the admin area's sign-in and editing. Like every self-hosted server,
 * each renders its pages from its own source on their first request. Each run gets fresh data directories.
 */
// Set once in the runner and inherited by its workers, which load this file too.
const runId = (process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`);
const dataRoot = path.join(process.cwd(), ".data", "e2e", runId);
// E2E_PORT_BASE lets several checkouts run their suites side by side.
const base = Number(process.env.E2E_PORT_BASE || 3100);
export const PORTS = { site: base, empty: base + 1, failing: base + 2, slow: base + 3, edits: base + 4, supabase: base + 5, restart: base + 6, uploads: base + 7, supabaseStandin: base + 8, formsubmit: base + 9, server: base + 10 } as const;
/** The content folder of the `edits` server: a copy of the suite's content made for each run, which the cache tests change. */
export const EDITS_CONTENT_DIR = path.join(dataRoot, "edits-content");
if (!existsSync(EDITS_CONTENT_DIR)) cpSync(FIXTURE_CONTENT_DIR, EDITS_CONTENT_DIR, { recursive: true });
/** The Supabase stand-in (GoTrue and PostgREST in memory, tests/support/supabase-standin.mjs) and its publishable key. */
export const SUPABASE_STANDIN_URL = `http://127.0.0.1:${PORTS.supabaseStandin}`;
export const SUPABASE_STANDIN_KEY = "e2e-anon-key";

export const serverEnv = (name: string, extra: Record<string, string> = {}) => ({
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  DATA_DIR: path.join(dataRoot, name),
  CONTENT_DIR: FIXTURE_CONTENT_DIR,
  NEXT_PUBLIC_SITE_URL: "https://northtide.studio",
  // Unset, nothing is forwarded; the suite reads what reaches its FormSubmit stand-in.
  CONTACT_FORWARD_EMAIL: "hello@northtide.studio",
  FORMSUBMIT_URL: `http://127.0.0.1:${PORTS.formsubmit}`,
  CONTACT_FORWARD_TIMEOUT_MS: "2000",
  RETRY_SECRET: "e2e-retry-secret",
  // Every browser request comes from 127.0.0.1 (one client to the rate limiter): room for the whole suite. Tests that
  // need clients of their own name them with x-real-ip, as a proxy in front of the site would.
  CLIENT_IP_SOURCE: "header:x-real-ip",
  RATE_LIMIT_CONTACT: "1000/600",
  RATE_LIMIT_CHAT: "1000/60",
  REVALIDATE_SECRET: "e2e-revalidate-secret",
  // Tests sign in to the one admin account in parallel, some with wrong passwords on purpose: the per-account
  // lock-out (proven in tests/unit/admin/password-session.test.ts and tests/harness/hostile-input.mjs) would hold them up.
  ADMIN_ACCOUNT_LOCKOUT: "1000/1/1",
  ADMIN_PASSWORD_HASH: adminPasswordHash(),
  ADMIN_SESSION_SECRET,
  ...extra,
});

/** The site's server (server.mjs, as `npm start` runs it) on this server's own copy of the build. */
const serveCopy = (name: string, port: number) => ["tests/support/serve-copy.mjs", name, String(port)];

/** The suite's servers: each a Node script, the environment it runs in, and the URL that answers once it is ready. */
export const E2E_SERVERS: { script: string[]; env: Record<string, string>; url: string }[] = [
  { script: ["tests/support/formsubmit-stub.mjs"], env: { PORT: String(PORTS.formsubmit) }, url: `http://127.0.0.1:${PORTS.formsubmit}/__count` },
  { script: serveCopy("site", PORTS.site), env: serverEnv("site"), url: `http://127.0.0.1:${PORTS.site}/` },
  { script: serveCopy("empty", PORTS.empty), env: serverEnv("empty", { E2E_CONTENT_FIXTURE: "empty" }), url: `http://127.0.0.1:${PORTS.empty}/` },
  { script: serveCopy("failing", PORTS.failing), env: serverEnv("failing", { E2E_CONTENT_FIXTURE: "failing" }), url: `http://127.0.0.1:${PORTS.failing}/` },
  { script: serveCopy("slow", PORTS.slow), env: serverEnv("slow", { E2E_CONTENT_FIXTURE: "slow:2500" }), url: `http://127.0.0.1:${PORTS.slow}/terms/` },
  { script: serveCopy("edits", PORTS.edits), env: serverEnv("edits", { CONTENT_DIR: EDITS_CONTENT_DIR }), url: `http://127.0.0.1:${PORTS.edits}/terms/` },
  { script: ["tests/support/supabase-standin.mjs"], env: { PORT: String(PORTS.supabaseStandin), SUPABASE_ANON_KEY: SUPABASE_STANDIN_KEY }, url: `${SUPABASE_STANDIN_URL}/__health` },
  // Ready once the admin sign-in page answers (which also warms the proxy and the admin routes).
  {
    script: serveCopy("supabase", PORTS.supabase),
    env: serverEnv("supabase", { NEXT_PUBLIC_SUPABASE_URL: SUPABASE_STANDIN_URL, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: SUPABASE_STANDIN_KEY }),
    url: `http://127.0.0.1:${PORTS.supabase}/admin/sign-in/`,
  },
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Room for a slow machine: on one whose first touch of memory is slow (new browser pages, first renders), several
  // tests took 25 to 30 s. A test that fails still fails; only how long it waits first changes.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${PORTS.site}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: "no-javascript.spec.ts" },
    // The site as a reader mode, a crawler or a visitor without scripts sees it.
    { name: "no-javascript", use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: false }, testMatch: "no-javascript.spec.ts" },
  ],
  // Started all at once (tests/support/start-servers.ts), not as Playwright's webServer list, which starts them in turn.
  globalSetup: "./tests/support/start-servers.ts",
});
