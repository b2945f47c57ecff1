import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContentFolder } from "@/lib/content/lint";

/**
 * The files an editor writes in content/, held to the content rules (lib/content/lint.ts, each rule proven in
 * content-lint.test.ts; `npm run content:check` prints the same findings). Nothing here names a file or counts them:
 * adding, changing or removing a valid article or project passes. What depends on the set of files (a known article
 * missing, a link to an article no longer published, a project without a case study) is printed as a note and fails
 * nothing.
 */
describe("the articles and projects in content/", () => {
  it("follow the content rules", async () => {
    const findings = await checkContentFolder(path.join(process.cwd(), "content"), path.join(process.cwd(), "public"));
    if (findings.notes.length) console.warn(`Notes on content/ (none fails a test):\n${findings.notes.map((note) => `  - ${note}`).join("\n")}`);
    expect(findings.problems, findings.problems.join("\n")).toEqual([]);
  });
});
