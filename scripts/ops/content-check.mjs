// Holds the articles and projects of content/ (or CONTENT_DIR) to the site's content rules (lib/content/lint.ts) and
// prints what they find: problems (what breaks the site: a file it cannot read, one slug for two files, a link to no
// page, a missing image) and notes (matters of taste, and what depends on the set of files), which fail nothing.
// Usage: npm run content:check   Exits 1 when there is a problem, so that it can run before a commit.
import path from "node:path";
import { ROOT, withSiteModules } from "../gen/site-modules.mjs";

const contentDir = path.resolve(process.env.CONTENT_DIR || path.join(ROOT, "content"));
/** @type {{ problems: string[]; notes: string[] }} */
const findings = await withSiteModules(async (load) => {
  const { checkContentFolder } = await load("lib/content/lint.ts");
  return checkContentFolder(contentDir, path.join(ROOT, "public"));
});
for (const note of findings.notes) console.log(`note: ${note}`);
for (const problem of findings.problems) console.error(`problem: ${problem}`);
console.log(`${path.relative(process.cwd(), contentDir) || "."}: ${findings.problems.length} problem(s), ${findings.notes.length} note(s).`);
process.exitCode = findings.problems.length ? 1 : 0;
