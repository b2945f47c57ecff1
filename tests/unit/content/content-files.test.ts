import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readPostFile, readProjectFile } from "@/lib/content/files-source";
import { lintContent, placeholderProblem, projectFileProblems } from "@/lib/content/lint";
import type { Post, Project } from "@/lib/content/schemas";

/**
 * The files an editor writes in content/, held to the content rules (lib/content/lint.ts, each rule proven in
 * content-lint.test.ts). Nothing here names a file or counts them: adding, changing or removing a valid article or
 * project passes. What depends on the set of files (a known article missing, a link to an article no longer published,
 * a project without a case study) is printed as a note and fails nothing.
 */

const CONTENT = path.join(process.cwd(), "content");
const PUBLIC = path.join(process.cwd(), "public");
const filesIn = (folder: string, pattern: RegExp) => (existsSync(path.join(CONTENT, folder)) ? readdirSync(path.join(CONTENT, folder)).filter((name) => pattern.test(name)).sort() : []);

/** Every file read, a file that cannot be read (its front matter or fields refused) counted as a problem. */
async function readAll<T>(folder: string, names: string[], read: (file: string) => Promise<T>, problems: string[]): Promise<T[]> {
  const items = await Promise.all(
    names.map((name) =>
      read(path.join(CONTENT, folder, name)).catch((error: unknown) => {
        problems.push(`${folder}/${name}: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }),
    ),
  );
  return items.filter((item): item is Awaited<T> => item !== null);
}

describe("the articles and projects in content/", () => {
  it("follow the content rules", async () => {
    const problems: string[] = [];
    const posts: Post[] = await readAll("blog", filesIn("blog", /\.mdx?$/), readPostFile, problems);
    const projectNames = filesIn("projects", /\.(json|md)$/);
    const projects: Project[] = await readAll("projects", projectNames.filter((name) => name.endsWith(".json")), readProjectFile, problems);
    const slugOf = (file: string) => {
      try {
        const parsed: unknown = JSON.parse(readFileSync(path.join(CONTENT, "projects", file), "utf8"));
        return parsed && typeof parsed === "object" && "slug" in parsed ? String(parsed.slug) : undefined;
      } catch {
        return undefined;
      }
    };
    problems.push(...projectFileProblems(projectNames, slugOf));
    for (const [folder, names] of [["blog", filesIn("blog", /\.mdx?$/)], ["projects", projectNames]] as const) {
      for (const name of names) {
        const problem = placeholderProblem(`${folder}/${name}`, readFileSync(path.join(CONTENT, folder, name), "utf8"));
        if (problem) problems.push(problem);
      }
    }
    const findings = lintContent(posts, projects, { publicFileExists: (sitePath) => existsSync(path.join(PUBLIC, sitePath.split(/[?#]/)[0])) });
    if (findings.notes.length) console.warn(`Notes on content/ (none fails a test):\n${findings.notes.map((note) => `  - ${note}`).join("\n")}`);
    problems.push(...findings.problems);
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
