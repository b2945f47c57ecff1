import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { PORTS, serverEnv } from "../../playwright.config";
import { HOOK_PROBLEMS, type HookName } from "../../lib/next-internals/hook-checks";

/**
 * A production server that starts with one of its hooks into Next or Node missing (taken away by
 * tests/support/remove-hook.mjs, as an upgrade could) says which and why, and stops before it serves a second
 * request; the suite's other servers, with both hooks, answer GET /api/health/ with `hooks.missing` empty
 * (smoke.spec.ts).
 */
test.describe("a server missing a hook", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  for (const hook of ["request-wrapper", "cache-handler"] as HookName[]) {
    test(`refuses to serve without the ${hook}, naming it`, async () => {
      const server = spawn(process.execPath, ["tests/support/serve-copy.mjs", "hooks", String(PORTS.hooks)], {
        env: { ...process.env, ...serverEnv("hooks"), E2E_REMOVE_HOOK: hook } as NodeJS.ProcessEnv,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      server.stdout.on("data", (chunk) => (output += chunk));
      server.stderr.on("data", (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
      try {
        const code = await Promise.race([exited, new Promise<"still serving">((resolve) => setTimeout(() => resolve("still serving"), 90_000))]);
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
