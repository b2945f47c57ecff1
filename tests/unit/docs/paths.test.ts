import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every file or folder a document names must exist, so that a move or a rename shows up here rather than in the
 * next reader's search. Checked: relative markdown link targets (resolved against the document, `#anchor` dropped)
 * and backticked repository paths (resolved against the repository root). Globs (`*`), placeholders (`{slug}`,
 * `<folder>`) and URL paths (`/blog/`) are not files and are skipped.
 */

const root = process.cwd();

const documents = [
  "README.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
  "supabase/functions/chat-with-gemini/README.md",
];

const repoFolders = ["app", "components", "lib", "config", "scripts", "tests", "supabase", "content", "art", "public", "docs", ".ci"];
const topLevelFiles = new Set([
  "proxy.ts",
  "instrumentation.ts",
  "server.mjs",
  "next.config.ts",
  "package.json",
  "package-lock.json",
  "budgets.json",
  "vercel.json",
  ".env.example",
  "eslint.config.mjs",
  "tsconfig.json",
  "vitest.config.mts",
  "playwright.config.ts",
  "postcss.config.mjs",
  "README.md",
]);

const isPlaceholder = (target: string) => /[*{}<>]/.test(target);

/** The text outside fenced code blocks (a tree drawn in a code block is not a list of paths to check). */
function prose(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, "");
}

function namedPaths(document: string, markdown: string): { named: string; resolved: string }[] {
  const text = prose(markdown);
  const found: { named: string; resolved: string }[] = [];

  for (const match of text.matchAll(/\]\(((?:[^()\s]|\([^()\s]*\))+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1].split("#")[0];
    if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("/") || isPlaceholder(target)) continue;
    found.push({ named: match[1], resolved: path.posix.normalize(path.posix.join(path.posix.dirname(document), target)) });
  }

  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    const token = match[1].trim();
    if (/\s/.test(token) || isPlaceholder(token)) continue;
    const inFolder = repoFolders.some((folder) => token.startsWith(`${folder}/`));
    if (!inFolder && !topLevelFiles.has(token)) continue;
    found.push({ named: token, resolved: path.posix.normalize(token) });
  }
  return found;
}

describe("paths named in the documents", () => {
  it("finds link targets and backticked paths, and skips URLs, globs and placeholders", () => {
    const sample = [
      "See [deploy](./deploy.md#backups), [pages](../app/(site)/layout.tsx), [the site](https://example.com/x), [top](#top) and [home](/blog/).",
      "The form is `lib/inquiries/schema.ts`; articles are `content/blog/*.md`, a page `app/(site)/blog/{slug}/`,",
      "a route `/contact/send/`, a command `npm run content:seed`, a file `proxy.ts`.",
      "```",
      "lib/made-up/in-a-tree.ts",
      "```",
    ].join("\n");
    expect(namedPaths("docs/x.md", sample).map((entry) => entry.resolved)).toEqual([
      "docs/deploy.md",
      "app/(site)/layout.tsx",
      "lib/inquiries/schema.ts",
      "proxy.ts",
    ]);
  });

  for (const document of documents) {
    it(`${document} names only paths that exist`, () => {
      const named = namedPaths(document, readFileSync(path.join(root, document), "utf8"));
      expect(named.length).toBeGreaterThan(0);
      const missing = named.filter((entry) => !existsSync(path.join(root, entry.resolved))).map((entry) => entry.named);
      expect(missing, `${document} names paths that do not exist`).toEqual([]);
    });
  }
});
