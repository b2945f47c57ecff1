import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import { PORTS, serverEnv } from "../../playwright.config";
import { routes } from "../../config/routes";

test.describe.configure({ timeout: 120_000 });

/**
 * The site's server (server.mjs, as `npm start` runs it) on its own copy of the build and its own DATA_DIR, reached
 * directly: its rate limits count the connection's address (CLIENT_IP_SOURCE=connection, the default self-hosted), two
 * inquiries per ten minutes here.
 */
test("a server reached directly counts each connection, whatever address its headers claim, and closes its database when told to stop", async () => {
  const { DATA_DIR: dataDir } = serverEnv("shutdown");
  const origin = `http://127.0.0.1:${PORTS.server}`;
  const server = spawn(process.execPath, ["tests/support/serve-copy.mjs", "shutdown", String(PORTS.server)], {
    env: { ...process.env, ...serverEnv("shutdown", { CLIENT_IP_SOURCE: "connection", RATE_LIMIT_CONTACT: "2/600" }) } as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
  const send = (n: number) =>
    fetch(new URL(routes.api.contact, origin), {
      method: "POST",
      headers: { "content-type": "application/json", "x-real-ip": `198.51.100.${n}`, "x-forwarded-for": `203.0.113.${n}` },
      body: JSON.stringify({ name: `Before The Stop ${n}`, email: "stop@example.com", message: `Message ${n}, sent just before the server was stopped.` }),
    });
  try {
    await expect.poll(async () => (await fetch(new URL(routes.api.health, origin)).catch(() => null))?.status, { timeout: 90_000 }).toBe(200);
    expect((await send(1)).status, output).toBe(200);
    expect((await send(2)).status, output).toBe(200);
    expect((await send(3)).status, output).toBe(429);
    const lock = path.join(dataDir, "inquiries.lock");
    expect(JSON.parse(readFileSync(lock, "utf8")).pid).toEqual(expect.any(Number));

    // Told to stop (SIGTERM, as Docker and systemd send it), it ends as `next start` does, with 143, once it has closed
    // what it holds (lib/server/shutdown.ts): the database closed with what it keeps on disk, the lock released, where
    // a process that ended without closing leaves its lock behind.
    server.kill("SIGTERM");
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve("still running"), 15_000))]);
    expect(code, output).toBe(143);
    expect(existsSync(lock), output).toBe(false);
    expect(output).not.toContain("[shutdown]");
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
  }
  const db = new PGlite(path.join(dataDir, "inquiries"));
  try {
    expect((await db.query<{ name: string }>("select name from public.inquiries order by name")).rows).toEqual([{ name: "Before The Stop 1" }, { name: "Before The Stop 2" }]);
  } finally {
    await db.close();
  }
});
