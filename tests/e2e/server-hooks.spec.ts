import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import { PORTS, serverEnv } from "../../playwright.config";
import { routes } from "../../config/routes";
import { HOOK_PROBLEMS, type HookName } from "../../lib/next-internals/hook-checks";

// One server at a time, on the port of this file's own.
test.describe.configure({ mode: "serial", timeout: 120_000 });

/** `next start` on its own copy of the build and its own DATA_DIR, with its output collected. */
function startServer(name: string, extra: Record<string, string> = {}) {
  const server = spawn(process.execPath, ["tests/support/serve-copy.mjs", name, String(PORTS.hooks)], {
    env: { ...process.env, ...serverEnv(name), ...extra } as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
  /** The exit code, or "still running" after `ms`. */
  const exitWithin = (ms: number) => Promise.race([exited, new Promise<"still running">((resolve) => setTimeout(() => resolve("still running"), ms))]);
  return { server, output: () => output, exitWithin };
}

/**
 * A production server that starts with one of its hooks into Next or Node missing (taken away by
 * tests/support/remove-hook.mjs, as an upgrade could) says which and why, and stops before it serves a second
 * request; the suite's other servers, with both hooks, answer GET /api/health/ with `hooks.missing` empty
 * (smoke.spec.ts).
 */
test.describe("a server missing a hook", () => {
  for (const hook of ["request-wrapper", "cache-handler"] as HookName[]) {
    test(`refuses to serve without the ${hook}, naming it`, async () => {
      const { server, output: collected, exitWithin } = startServer("hooks", { E2E_REMOVE_HOOK: hook });
      try {
        const code = await exitWithin(90_000);
        const output = collected();
        expect(code, output).toBe(1);
        expect(output).toContain(`[hooks] ${HOOK_PROBLEMS[hook]}`);
        expect(output).toContain("[hooks] The server cannot start");
        const other = hook === "request-wrapper" ? "cache-handler" : "request-wrapper";
        expect(output).not.toContain(HOOK_PROBLEMS[other]);
      } finally {
        if (server.exitCode === null) server.kill("SIGTERM");
      }
    });
  }
});

/**
 * A server told to stop (SIGTERM, as Docker and systemd send it) ends as `next start` does, with 143, once it has
 * closed what it holds (lib/server/shutdown.ts): the embedded database closed with what it keeps on disk, and the lock
 * on DATA_DIR released, where a process that ended without closing leaves its lock behind.
 */
test.describe("a server told to stop", () => {
  test("closes its embedded database and releases DATA_DIR before it ends", async () => {
    const { DATA_DIR: dataDir } = serverEnv("shutdown");
    const origin = `http://127.0.0.1:${PORTS.hooks}`;
    const { server, output, exitWithin } = startServer("shutdown");
    try {
      await expect.poll(async () => (await fetch(new URL(routes.api.health, origin)).catch(() => null))?.status, { timeout: 90_000 }).toBe(200);
      const sent = await fetch(new URL(routes.api.contact, origin), {
        method: "POST",
        headers: { "content-type": "application/json", "x-real-ip": "198.51.100.90" },
        body: JSON.stringify({ name: "Before The Stop", email: "stop@example.com", message: "Sent just before the server was stopped." }),
      });
      expect(sent.status, output()).toBe(200);
      const lock = path.join(dataDir, "inquiries.lock");
      expect(JSON.parse(readFileSync(lock, "utf8")).pid).toEqual(expect.any(Number));

      server.kill("SIGTERM");
      expect(await exitWithin(15_000), output()).toBe(143);
      expect(existsSync(lock), output()).toBe(false);
      expect(output()).not.toContain("[shutdown]");
    } finally {
      if (server.exitCode === null) server.kill("SIGKILL");
    }
    const db = new PGlite(path.join(dataDir, "inquiries"));
    try {
      expect((await db.query<{ name: string }>("select name from public.inquiries")).rows).toEqual([{ name: "Before The Stop" }]);
    } finally {
      await db.close();
    }
  });
});
