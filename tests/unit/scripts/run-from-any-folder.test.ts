import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSupabaseStandin, type SupabaseStandin } from "../../support/standin-process.mjs";

/**
 * The scripts npm runs (content:seed, and post-build after `next build`) do their work when started from a folder whose
 * path has a space, which is %20 in a module's URL and a space in a file path: each finds its files from its own URL
 * (content:seed loads the site's modules by their paths from the repository's root). Each script runs here as
 * a child process from a copy of the project's files in such a folder (copied, not linked: node runs a linked script
 * from its real path).
 */

const ROOT = process.cwd();
const run = promisify(execFile);
let base: string;
let project: string;

/** Copies project files (paths relative to the repository) into the spaced folder. */
function copyIn(...files: string[]) {
  for (const file of files) cpSync(path.join(ROOT, file), path.join(project, file), { recursive: true });
}

function write(file: string, text: string | Buffer) {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), text);
}

async function node(script: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(project, script), ...args], { cwd: project, env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(() => {
  base = mkdtempSync(path.join(os.tmpdir(), "northtide-scripts-"));
  project = path.join(base, "a site folder with spaces");
  mkdirSync(project);
  symlinkSync(path.join(ROOT, "node_modules"), path.join(project, "node_modules"), "dir");
  copyIn("scripts", "lib", "config", "vitest.config.mts", "tsconfig.json", "tests/support/empty.ts");
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

describe("scripts/post-build.mjs from a folder with a space in its path", () => {
  /** What the steps before the policies read: the startup chunk and the manifests that name it. */
  function writeStartupChunk(dist: string) {
    write(`${dist}/build-manifest.json`, JSON.stringify({ rootMainFiles: ["static/chunks/main.js"] }));
    write(`${dist}/static/chunks/main.js`, "self.__main=1");
    write(`${dist}/server/app/page_client-reference-manifest.js`, `globalThis.__RSC_MANIFEST = { "/page": { entryJSFiles: {} } };`);
  }

  it("writes the policy of each prerendered page into the prerender manifest", async () => {
    const dist = ".next";
    writeStartupChunk(dist);
    write(`${dist}/prerender-manifest.json`, JSON.stringify({ version: 4, routes: { "/": { initialHeaders: {} }, "/about": { initialHeaders: {} } } }));
    write(`${dist}/server/app/index.html`, "<!DOCTYPE html><html><body><script>self.__boot=1</script></body></html>");
    write(`${dist}/server/app/index.meta`, JSON.stringify({ status: 200, headers: {} }));
    write(`${dist}/server/app/about.html`, "<!DOCTYPE html><html><body><p>About</p></body></html>");
    write(`${dist}/server/app/about.meta`, JSON.stringify({ status: 200, headers: {} }));

    const { code, stdout, stderr } = await node("scripts/post-build.mjs", [], { NEXT_DIST_DIR: "", VERCEL: "" });
    expect(code, stderr).toBe(0);
    expect(stdout).toContain("Compile hints: 1 startup chunks, 1 newly marked");
    expect(stdout).toContain("CSP: the policy of 2 prerendered pages written");
    expect(stdout).toContain("Assets: Brotli and gzip copies of 1 files");
    const manifest = JSON.parse(readFileSync(path.join(project, dist, "prerender-manifest.json"), "utf8"));
    expect(manifest.routes["/"].initialHeaders["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(manifest.routes["/about"].initialHeaders["content-security-policy"]).toContain("default-src 'none'");
  });

  it("fails when a prerendered page has no HTML", async () => {
    writeStartupChunk("broken build");
    write("broken build/prerender-manifest.json", JSON.stringify({ version: 4, routes: { "/gone": {} } }));
    const { code, stderr } = await node("scripts/post-build.mjs", [], { NEXT_DIST_DIR: "broken build" });
    expect(code).toBe(1);
    expect(stderr).toContain("CSP: no prerendered HTML found for /gone");
  });
});

describe("scripts/ops/content-seed.mjs from a folder with a space in its path", () => {
  const SERVICE_KEY = "spaced-folder-service-role-key";
  let standin: SupabaseStandin | undefined;
  let standinUrl: string;

  beforeAll(async () => {
    standin = await startSupabaseStandin({ anonKey: "spaced-folder-anon-key", serviceKey: SERVICE_KEY });
    standinUrl = standin.url;
  });

  afterAll(() => {
    standin?.stop();
  });

  it("prints its usage for --help", async () => {
    const { code, stdout } = await node("scripts/ops/content-seed.mjs", ["--help"], {});
    expect(code).toBe(0);
    expect(stdout).toContain("Usage: npm run content:seed");
  });

  it("refuses an unknown argument and a missing key", async () => {
    expect(await node("scripts/ops/content-seed.mjs", ["--force"], {})).toMatchObject({ code: 2, stderr: expect.stringContaining("Unknown argument: --force") });
    const missing = await node("scripts/ops/content-seed.mjs", [], { NEXT_PUBLIC_SUPABASE_URL: standinUrl, SUPABASE_SERVICE_ROLE_KEY: "" });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Missing: SUPABASE_SERVICE_ROLE_KEY.");
  });

  it("seeds the folder's content: the post and project inserted, the screenshot uploaded", async () => {
    write("content/blog/written-in-a-spaced-folder.md", "---\ntitle: Written in a spaced folder\ncreated_at: 2026-01-05T08:00:00Z\npublished_at: 2026-01-05T08:00:00Z\n---\n\nHello.\n");
    write("content/projects/spaced-folder-project.json", JSON.stringify({ id: "spaced-1", name: "Spaced folder project", slug: "spaced-folder-project", screenshot_url: "/projects/spaced-folder-project.webp" }));
    write("public/projects/spaced-folder-project.webp", Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "));

    const { code, stdout, stderr } = await node("scripts/ops/content-seed.mjs", [], { NEXT_PUBLIC_SUPABASE_URL: standinUrl, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY, CONTENT_DIR: "" });
    expect(code, stderr).toBe(0);
    expect(stdout).toContain("Images: 1 uploaded to site-images. Posts: 1 inserted, 0 updated, 0 skipped. Projects: 1 inserted, 0 updated, 0 skipped.");
    const dump = (await (await fetch(`${standinUrl}/__dump`)).json()) as { blogs: { slug: string }[]; projects: { slug: string; screenshot_url: string }[] };
    expect(dump.blogs.map((row) => row.slug)).toContain("written-in-a-spaced-folder");
    expect(dump.projects.find((row) => row.slug === "spaced-folder-project")?.screenshot_url).toBe(`${standinUrl}/storage/v1/object/public/site-images/projects/spaced-folder-project.webp`);
  });
});
