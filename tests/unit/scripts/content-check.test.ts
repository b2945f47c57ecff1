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

  it("passes a founder's own article (a tag of its own, a 175-character excerpt) with notes, and exits 0", async () => {
    const dir = copyOfFixture();
    const excerpt = "A clinic's website is read by anxious people on small screens, so every page answers one question first: can I book, when, and what will it cost me? We timed ten Cebu clinics.";
    writeFileSync(
      path.join(dir, "blog", "clinic-websites-patients-trust.md"),
      `---\ntitle: "Clinic Websites That Patients Trust"\nexcerpt: "${excerpt}"\ntags: ["Healthcare", "Web Design"]\npublished_at: "2026-01-20T09:00:00+08:00"\ncreated_at: "2026-01-18T10:00:00+08:00"\nupdated_at: "2026-01-20T10:00:00+08:00"\n---\n\nThe booking button comes before the doctor's biography; the [contact form](/contact/) is one tap away.\n`,
    );
    const result = await check(dir);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("note: blog/clinic-websites-patients-trust: an excerpt of 175 characters");
    expect(result.stdout).toContain("note: blog/clinic-websites-patients-trust: tags of its own (Healthcare)");
    expect(result.stdout).toMatch(/: 0 problem\(s\), \d+ note\(s\)\.\n$/);
    expect(result.code).toBe(0);
  }, 30_000);

  it("names each problem of a broken article (a link to no page, a cover that is no file) and exits 1; taste is only a note", async () => {
    const dir = copyOfFixture();
    const article = readdirSync(path.join(dir, "blog")).find((name) => name.endsWith(".md") || name.endsWith(".mdx"))!;
    const file = path.join(dir, "blog", article);
    const slug = article.replace(/\.mdx?$/, "");
    const text = readFileSync(file, "utf8").replace(/^cover_image_url:.*$/m, 'cover_image_url: "/covers/gone.webp"');
    writeFileSync(file, `${text.includes("/covers/gone.webp") ? text : text.replace(/^---\n/, '---\ncover_image_url: "/covers/gone.webp"\n')}\nLorem ipsum: see [our rates](/rates/).\n`);
    writeFileSync(path.join(dir, "projects", "orphan-study.md"), "A case study without its project.\n");
    const result = await check(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`problem: blog/${slug}: the cover /covers/gone.webp is neither an article's drawn cover nor a file in public/`);
    expect(result.stderr).toContain(`problem: blog/${slug}: /rates/ is no page of the site`);
    expect(result.stdout).toContain(`note: blog/${article}: left from the draft: "Lorem ipsum"`);
    expect(result.stdout).toContain("note: projects/orphan-study.md: a case study without its orphan-study.json");
    expect(result.stdout).toMatch(/: 2 problem\(s\)/);
  }, 30_000);
});
