import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The JavaScript modules (.mjs) are type-checked from their JSDoc (tsconfig.json: allowJs, checkJs), so no
 * hand-written declaration file describes one beside it, unchecked. Next's next-env.d.ts is generated.
 */

const root = process.cwd();
/** Folders that hold no source of the repository: dependencies, builds and what runs leave behind. */
const NOT_SOURCE = new Set(["node_modules", ".git", ".data", "out", "coverage", "test-results", "playwright-report", "blob-report", ".lighthouse"]);
const GENERATED = new Set(["next-env.d.ts"]);
function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) || entry.name.startsWith(".next") ? [] : files(relative);
    return [relative];
  });
}

/** tsconfig.json without its comments (TypeScript reads it as JSON with comments). */
function tsconfig(): { compilerOptions: Record<string, unknown>; include: string[] } {
  const text = readFileSync(path.join(root, "tsconfig.json"), "utf8");
  return JSON.parse(text.replace(/("(?:[^"\\]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (match, string) => string ?? ""));
}

describe("checked JavaScript", () => {
  const all = files(".");

  it("finds the repository's modules", () => {
    expect(all).toContain("lib/security/csp.mjs");
    expect(all.filter((file) => file.endsWith(".mjs")).length).toBeGreaterThan(20);
  });

  it("type-checks every .mjs module (allowJs and checkJs, .mjs included)", () => {
    const config = tsconfig();
    expect(config.compilerOptions).toMatchObject({ allowJs: true, checkJs: true });
    expect(config.include).toContain("**/*.mjs");
  });

  it("holds no hand-written declaration file (.d.ts, .d.mts, .d.cts)", () => {
    const declarations = all.filter((file) => /\.d\.[cm]?ts$/.test(file) && !GENERATED.has(file));
    expect(declarations, "type the module with JSDoc instead (see tsconfig.json)").toEqual([]);
  });
});
