// Starts the site's server (server.mjs, as `npm start` does) for one e2e server on its own copy of the production build.
//
// Each server keeps the pages it renders beside its build (lib/server/cache-handler.mjs): servers sharing one folder
// would serve each other's pages (the Supabase server's edits on the files server, say). So each gets a copy, its
// files hard-linked (nothing is written into them; the cache handler writes new files), without the pages an earlier
// server rendered. Every page is rendered on its first request from that server's own content source.
// With --keep an existing copy is served as it is, as a restarted server would find it.
//
// E2E_CONTENT_FIXTURE=empty|failing|slow:<ms> gives the server the content of tests/support/content-fixtures.mjs.
//
// Usage: node tests/support/serve-copy.mjs <name> <port> [--keep]
import { execFileSync, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [name, port, ...flags] = process.argv.slice(2);
if (!name || !port) throw new Error("usage: serve-copy.mjs <name> <port> [--keep]");
const source = process.env.NEXT_DIST_DIR || ".next";
// A sibling of the build folder: the links Next makes to external packages are relative to it.
const target = `.next-e2e-${name}`;

if (!(flags.includes("--keep") && existsSync(target))) {
  rmSync(target, { recursive: true, force: true });
  execFileSync("cp", ["-al", source, target]);
  rmSync(path.join(target, "server", "page-cache"), { recursive: true, force: true });
}

const preload = process.env.E2E_CONTENT_FIXTURE ? ["--import", pathToFileURL(path.resolve("tests/support/content-fixtures.mjs")).href] : [];
const child = spawn(process.execPath, [...preload, "server.mjs"], {
  env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: target, PORT: port, HOST: "127.0.0.1" },
  stdio: "inherit",
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
