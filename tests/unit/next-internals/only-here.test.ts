import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The code that reaches into Next's or Node's internals lives in lib/next-internals/ and nowhere else, so that
 * UPGRADING.md there covers all of it: no import of a module inside Next (`next/dist/...`), no `unstable_` API of
 * Next, no prototype touched, no method of a Node object replaced (process.exit among them). Tests may read Next's
 * internals to check what the site assumes of them; UPGRADING.md names those tests too.
 */

const root = process.cwd();
const SKIPPED = new Set(["node_modules", ".git", ".data", "tests", "test-results", "playwright-report", "public", "content"]);
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js", ".cjs"];
const INTERNALS = path.join("lib", "next-internals");

function codeFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.join(dir, name);
    if (SKIPPED.has(name) || name.startsWith(".next")) return [];
    if (statSync(path.join(root, relative)).isDirectory()) return codeFiles(relative);
    return EXTENSIONS.some((extension) => name.endsWith(extension)) && !name.endsWith(".d.ts") ? [relative] : [];
  });
}

const REACHES_IN: [string, RegExp][] = [
  ["imports a module inside Next", /(?:from\s+|import\s*\(\s*|require\s*\(\s*)["']next\/dist\//],
  ["uses an unstable_ API of Next", /\bunstable_[A-Za-z]+/],
  ["touches a prototype", /\.prototype\b/],
  ["replaces a method of a Node request, response, server or process", /\.(?:emit|writeHead|write|end|setHeader|listen|exit)\s*=(?!=)/],
];

const files = codeFiles(".");

describe("the framework-bound layer", () => {
  it("finds the site's code, and the layer's own modules reach in (the patterns find what they look for)", () => {
    expect(files.length).toBeGreaterThan(150);
    const layer = files.filter((file) => file.startsWith(INTERNALS + path.sep)).map((file) => readFileSync(path.join(root, file), "utf8"));
    for (const [what, pattern] of REACHES_IN) expect(layer.some((text) => pattern.test(text)), what).toBe(true);
  });

  it("is the only code that reaches into Next's or Node's internals", () => {
    const outside = files
      .filter((file) => !file.startsWith(INTERNALS + path.sep))
      .flatMap((file) => {
        const text = readFileSync(path.join(root, file), "utf8");
        return REACHES_IN.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${file} ${what}`);
      });
    expect(outside).toEqual([]);
  });
});
