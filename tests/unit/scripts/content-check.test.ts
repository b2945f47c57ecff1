import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

/** `npm run content:check` (scripts/ops/content-check.mjs) on a copy of the suite's content, as the editor runs it. */

const run = promisify(execFile);
const SCRIPT = path.join(process.cwd(), "scripts", "ops", "content-check.mjs");
const FIXTURE = path.join(process.cwd(), "tests", "fixtures", "content");
const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function copyOfFixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  folders.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

async function check(contentDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [SCRIPT], { env: { ...process.env, CONTENT_DIR: contentDir } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run content:check", () => {
  it("passes valid content and says so", async () => {
    const result = await check(copyOfFixture());
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/: 0 problem\(s\), \d+ note\(s\)\.\n$/);
    expect(result.code).toBe(0);
  }, 30_000);

  it("names each problem of a broken article and exits 1", async () => {
    const dir = copyOfFixture();
    const article = readdirSync(path.join(dir, "blog")).find((name) => name.endsWith(".md") || name.endsWith(".mdx"))!;
    const file = path.join(dir, "blog", article);
    writeFileSync(file, `${readFileSync(file, "utf8")}\nLorem ipsum dolor sit amet.\n`);
    writeFileSync(path.join(dir, "projects", "orphan-study.md"), "A case study without its project.\n");
    const result = await check(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`problem: blog/${article}: placeholder text "Lorem ipsum"`);
    expect(result.stderr).toContain("problem: projects/orphan-study.md: a case study without its orphan-study.json");
    expect(result.stdout).toMatch(/: 2 problem\(s\)/);
  }, 30_000);
});
