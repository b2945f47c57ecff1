// Starts `next start` for one e2e server on its own copy of the production build.
//
// Pages are served from Next's cache, and each server writes the pages it renders into its build folder: servers
// sharing one folder would serve each other's pages (the Supabase server's edits on the files server, say). So each
// gets a copy: the code hard-linked (Next never writes it), the prerendered pages and the data cache copied, and none
// of the pages an earlier server rendered.
// With --fresh the prerendered pages are left out, so every page is rendered on its first request from that server's
// own content source (the empty, failing, slow and Supabase fixtures), and cached from then on.
// With --keep an existing copy is served as it is, as a restarted server would find it.
//
// E2E_CONTENT_FIXTURE=empty|failing|slow:<ms> gives the server the content of tests/support/content-fixtures.mjs.
// E2E_REMOVE_HOOK=request-wrapper|cache-handler takes a hook away from it (tests/support/remove-hook.mjs).
//
// Usage: node tests/support/serve-copy.mjs <name> <port> [--fresh | --keep]
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [name, port, ...flags] = process.argv.slice(2);
if (!name || !port) throw new Error("usage: serve-copy.mjs <name> <port> [--fresh | --keep]");
const source = process.env.NEXT_DIST_DIR || ".next";
// A sibling of the build folder: the links Next makes to external packages are relative to it.
const target = `.next-e2e-${name}`;

/** @param {{ fresh: boolean }} options */
function copyBuild({ fresh }) {
  rmSync(target, { recursive: true, force: true });
  execFileSync("cp", ["-al", source, target]);
  const buildCache = path.join(source, "cache", "turbopack"); // the compiler's, never read or written by `next start`
  for (const written of ["server/app", "cache"]) {
    rmSync(path.join(target, written), { recursive: true, force: true });
    if (existsSync(path.join(source, written))) cpSync(path.join(source, written), path.join(target, written), { recursive: true, filter: (file) => file !== buildCache });
  }
  // Where Next keeps the pages it rendered, or took over from the build, at run time: a server's state, not the build's.
  rmSync(path.join(target, "server", "route-cache"), { recursive: true, force: true });
  if (!fresh) return;
  const manifest = JSON.parse(readFileSync(path.join(target, "prerender-manifest.json"), "utf8"));
  for (const route of Object.keys(manifest.routes)) {
    const base = path.join(target, "server", "app", route === "/" ? "index" : route);
    for (const suffix of [".html", ".rsc", ".meta", ".segments", ".body"]) rmSync(`${base}${suffix}`, { recursive: true, force: true });
  }
  rmSync(path.join(target, "cache", "fetch-cache"), { recursive: true, force: true });
}

if (!(flags.includes("--keep") && existsSync(target))) copyBuild({ fresh: flags.includes("--fresh") });

const preloaded = (/** @type {string} */ file) => ["--import", pathToFileURL(path.resolve(file)).href];
const preload = [
  ...(process.env.E2E_CONTENT_FIXTURE ? preloaded("tests/support/content-fixtures.mjs") : []),
  ...(process.env.E2E_REMOVE_HOOK ? preloaded("tests/support/remove-hook.mjs") : []),
];
const child = spawn(process.execPath, [...preload, "node_modules/next/dist/bin/next", "start", "-p", port, "-H", "127.0.0.1"], {
  env: { ...process.env, NEXT_DIST_DIR: target },
  stdio: "inherit",
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
