import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEPLOYMENT_SETTINGS } from "@/config/env";

const root = process.cwd();
// The site's own code; the test and measuring tools' variables are in README ("Quality gates").
const SOURCE_ROOTS = ["app", "components", "config", "lib", "proxy.ts", "instrumentation.ts", "next.config.ts", "server.mjs"];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;
// Set by the platform or the toolchain, never by whoever deploys the site.
const PLATFORM_VARIABLES = new Set(["NODE_ENV", "NEXT_RUNTIME", "VERCEL", "CI", "AWS_LAMBDA_FUNCTION_NAME", "NETLIFY", "PORT"]);

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (!statSync(full).isDirectory()) return SOURCE_FILE.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => sourceFiles(path.join(entry, name)));
}

function variablesReadBy(files: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    // `env.NAME`, `env["NAME"]`, and the keys of config/env.ts's schema (`NAME: parser,`).
    const reads = [...text.matchAll(/\benv\s*(?:\.\s*|\[\s*["'])([A-Z][A-Z0-9_]{2,})\b(?!\*)/g)];
    const schemaKeys = file === path.join("config", "env.ts") ? [...text.matchAll(/^\s+([A-Z][A-Z0-9_]{2,}):/gm)] : [];
    for (const match of [...reads, ...schemaKeys]) {
      if (!found.has(match[1])) found.set(match[1], file);
    }
  }
  return found;
}

describe(".env.example", () => {
  const documented = new Set([...readFileSync(path.join(root, ".env.example"), "utf8").matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
  const read = variablesReadBy(SOURCE_ROOTS.flatMap(sourceFiles));

  it("documents every variable the code reads", () => {
    const missing = [...read].filter(([name]) => !documented.has(name) && !PLATFORM_VARIABLES.has(name)).map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
  });

  it("leaves each deployment setting empty (a copy must not name the example's domain or address), saying it is required", () => {
    const text = readFileSync(path.join(root, ".env.example"), "utf8");
    for (const name of DEPLOYMENT_SETTINGS) {
      expect(text, name).toMatch(new RegExp(`^${name}=$`, "m"));
      const comment = text.slice(0, text.search(new RegExp(`^${name}=`, "m"))).split(/\n\n/).at(-1) ?? "";
      expect(comment, name).toMatch(/REQUIRED in production/);
      expect(comment, name).toMatch(/redeploy/);
    }
  });

  it("documents no variable the code does not read", () => {
    expect([...documented].filter((name) => !read.has(name))).toEqual([]);
  });
});
