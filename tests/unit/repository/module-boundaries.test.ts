import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The direction of imports: app/ may use components/, lib/ and config/; components/ may use lib/ and config/; lib/
 * and config/ use neither app/ nor components/. Browser code ("use client" modules and everything they import) never
 * reaches a module marked server-only, nor Node's built-ins.
 */

const root = process.cwd();
const SOURCE_DIRS = ["app", "components", "lib", "config"];
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js"];

function sourceFiles(dir: string): string[] {
  const entries = readdirSync(path.join(root, dir));
  return entries.flatMap((name) => {
    const relative = path.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative);
    return EXTENSIONS.some((extension) => name.endsWith(extension)) && !name.endsWith(".d.ts") && !name.endsWith(".d.mts") ? [relative] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?["']([^"']+)["']/g;
const TYPE_ONLY = /(?:^|\n)\s*(?:import|export)\s+type\s/;

/** The specifiers a module loads at run time (type-only imports are erased). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(path.join(root, file), "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    if (TYPE_ONLY.test(match[0])) continue;
    found.push(match[1]);
  }
  return found;
}

function resolveLocal(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension), ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`))];
  return candidates.find((candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) ?? null;
}

const files = SOURCE_DIRS.flatMap(sourceFiles);
const topOf = (file: string) => file.split(path.sep)[0];

describe("module boundaries", () => {
  it("config/ is a leaf: not even a type comes to it from lib/", () => {
    const fromLib = files
      .filter((file) => topOf(file) === "config")
      .flatMap((file) => [...readFileSync(path.join(root, file), "utf8").matchAll(IMPORT)].map((match) => ({ file, target: resolveLocal(file, match[1]) })))
      .filter(({ target }) => target && topOf(target) === "lib")
      .map(({ file, target }) => `${file} -> ${target}`);
    expect(fromLib).toEqual([]);
  });

  it("finds the site's modules", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each([
    ["lib", ["app", "components"]],
    ["config", ["app", "components", "lib"]],
    ["components", ["app"]],
  ])("%s/ imports nothing from %j", (layer, forbidden) => {
    const upward = files
      .filter((file) => topOf(file) === layer)
      .flatMap((file) => runtimeImports(file).map((specifier) => ({ file, target: resolveLocal(file, specifier) })))
      .filter(({ target }) => target && forbidden.includes(topOf(target)))
      .map(({ file, target }) => `${file} -> ${target}`);
    expect(upward).toEqual([]);
  });

  it("keeps server-only modules and Node built-ins out of browser code", () => {
    const clientEntries = files.filter((file) => /^\s*["']use client["']/.test(readFileSync(path.join(root, file), "utf8")));
    expect(clientEntries.length).toBeGreaterThan(10);
    const problems: string[] = [];
    const seen = new Set<string>();
    const visit = (file: string, trail: string[]) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(path.join(root, file), "utf8");
      // A server action module is called from the browser, not bundled into it.
      if (trail.length > 0 && /^\s*["']use server["']/.test(text)) return;
      for (const specifier of runtimeImports(file)) {
        if (specifier === "server-only" || specifier.startsWith("node:")) problems.push([...trail, file, specifier].join(" -> "));
        const target = resolveLocal(file, specifier);
        if (target) visit(target, [...trail, file]);
      }
    };
    for (const entry of clientEntries) visit(entry, []);
    expect(problems).toEqual([]);
  });

  it("the browser code of the site's chrome (header, dialogs, floating button, contact form) reads the agency's details from config/site-contact.ts, never the whole profile of config/site.ts", () => {
    const chrome = clientEntries().filter((file) => /^components[/\\](layout|contact)[/\\]/.test(file));
    expect(chrome.length).toBeGreaterThan(5);
    const reached = reachedFrom(chrome);
    expect(reached.has(path.join("config", "site-contact.ts"))).toBe(true);
    expect(reached.has(path.join("config", "site.ts"))).toBe(false);
  });

  it("the browser code of the public pages takes its paths from config/browser-routes.ts, never the whole registry of config/routes.ts", () => {
    const publicEntries = clientEntries().filter((file) => !/^(app|components)[/\\]admin[/\\]/.test(file));
    expect(publicEntries.length).toBeGreaterThan(10);
    const reached = reachedFrom(publicEntries);
    expect(reached.has(path.join("config", "browser-routes.ts"))).toBe(true);
    expect([...reached].filter((file) => file === path.join("config", "routes.ts") || file === path.join("lib", "data", "services.ts"))).toEqual([]);
  });
});

function clientEntries(): string[] {
  return files.filter((file) => /^\s*["']use client["']/.test(readFileSync(path.join(root, file), "utf8")));
}

/** The modules bundled with the given browser entries: everything they import, up to the server actions they call. */
function reachedFrom(entries: string[]): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    if (/^\s*["']use server["']/.test(readFileSync(path.join(root, file), "utf8"))) return;
    for (const specifier of runtimeImports(file)) {
      const target = resolveLocal(file, specifier);
      if (target) visit(target);
    }
  };
  entries.forEach(visit);
  return reached;
}
