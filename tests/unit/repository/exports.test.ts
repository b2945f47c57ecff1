import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * No export exists for the tests alone: every name the site's code exports is used by the site, by another module, by
 * its own (a rule or constant the module relies on may be exported for its unit test), or by Next or a tool (listed
 * below with the reason). One only the tests use is dead code kept alive by them: made private and tested through what
 * uses it, given its real user, or moved to tests/support.
 */

const root = process.cwd();
const posix = (file: string) => file.split(path.sep).join("/");

/** Where the site's exports live. */
const SOURCES = ["app", "components", "config", "lib", "scripts", "supabase/functions", "proxy.ts", "next.config.ts", "instrumentation.ts", "server.mjs"];
/** What else imports them: the suites (tests only) and the tools' configurations (tooling, a real use). */
const TEST_FILES = ["tests", "playwright.config.ts", "vitest.config.mts"];
const TOOLING_FILES = ["eslint.config.mjs", "postcss.config.mjs"];
const EXTENSIONS = /\.(ts|tsx|mts|mjs|js)$/;

/** Next reads these by name from the files of app/ (pages, layouts, route handlers, metadata and image files). */
const NEXT_APP_EXPORTS = new Set([
  "default",
  "metadata",
  "generateMetadata",
  "viewport",
  "generateViewport",
  "generateStaticParams",
  "generateImageMetadata",
  "generateSitemaps",
  "dynamic",
  "dynamicParams",
  "revalidate",
  "fetchCache",
  "runtime",
  "preferredRegion",
  "maxDuration",
  "alt",
  "size",
  "contentType",
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
]);

/** Exports read by name by Next or a tool rather than imported, and why. */
const NAMED_BY_TOOLS: Record<string, { names: string[]; reason: string }> = {
  "proxy.ts": { names: ["proxy", "config"], reason: "Next's proxy (the middleware) and its matcher" },
  "instrumentation.ts": { names: ["register"], reason: "Next's instrumentation hook" },
  "next.config.ts": { names: ["default"], reason: "Next's configuration" },
  "lib/server/cache-handler.mjs": { names: ["default"], reason: "Next loads it by path (next.config.ts, cacheHandler)" },
  "supabase/functions/chat-with-gemini/index.ts": { names: ["default"], reason: "the Edge Function's entry, served by Supabase" },
};

function walk(entry: string): string[] {
  const full = path.join(root, entry);
  let children: string[];
  try {
    children = readdirSync(full);
  } catch {
    return EXTENSIONS.test(entry) && !/\.d\.m?ts$/.test(entry) ? [posix(entry)] : [];
  }
  return children.filter((name) => !name.startsWith(".") && name !== "node_modules").flatMap((name) => walk(path.join(entry, name)));
}

const parsedConfig = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile).config, ts.sys, root);
const compilerOptions: ts.CompilerOptions = { ...parsedConfig.options, allowJs: true };

function resolve(specifier: string, from: string): string | null {
  const resolved = ts.resolveModuleName(specifier, path.join(root, from), compilerOptions, ts.sys).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) return null;
  return posix(path.relative(root, resolved.resolvedFileName));
}

const sourceFiles = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = sourceFiles.get(file);
  if (!source) {
    const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
    source = ts.createSourceFile(file, readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, true, kind);
    sourceFiles.set(file, source);
  }
  return source;
}

const hasExport = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
const isDefault = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);

/** The names a module exports (`default` for its default export). */
function exportsOf(source: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) names.push("default");
    else if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) names.push(...statement.exportClause.elements.map((element) => element.name.text));
    } else if (hasExport(statement)) {
      if (isDefault(statement)) names.push("default");
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      } else if ("name" in statement && statement.name && ts.isIdentifier(statement.name as ts.Node)) names.push((statement.name as ts.Identifier).text);
    }
  }
  return names;
}

/** Every name each module imports from another: `*` when it takes the whole module and uses it in a way not read here. */
function importsOf(source: ts.SourceFile): { specifier: string; names: string[]; fromRoot?: boolean }[] {
  const found: { specifier: string; names: string[]; fromRoot?: boolean }[] = [];

  /** The names taken from a namespace bound to `binding`: `binding.name` each time, or all when it is used otherwise. */
  const namesThrough = (binding: ts.Identifier): string[] => {
    const names = new Set<string>();
    let whole = false;
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && node !== binding && node.text === binding.text) {
        const parent = node.parent;
        if (ts.isPropertyAccessExpression(parent) && parent.expression === node) names.add(parent.name.text);
        else if (!(ts.isPropertyAccessExpression(parent) && parent.name === node) && !ts.isPropertyAssignment(parent) && !ts.isBindingElement(parent)) whole = true;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return whole ? ["*"] : [...names];
  };

  /** What is taken from the module a dynamic import (or a generator's `load`) resolves to. */
  const namesOfLoaded = (call: ts.Node): string[] => {
    let node = call.parent;
    while (ts.isAwaitExpression(node) || ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) node = node.parent;
    if (ts.isVariableDeclaration(node)) {
      if (ts.isObjectBindingPattern(node.name)) return node.name.elements.map((element) => (element.propertyName && ts.isIdentifier(element.propertyName) ? element.propertyName.text : (element.name as ts.Identifier).text));
      if (ts.isIdentifier(node.name)) return namesThrough(node.name);
    }
    if (ts.isPropertyAccessExpression(node)) return [node.name.text];
    return ["*"];
  };

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names: string[] = [];
      if (clause?.name) names.push("default");
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) names.push(...clause.namedBindings.elements.map((element) => (element.propertyName ?? element.name).text));
      if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings)) names.push(...namesThrough(clause.namedBindings.name));
      found.push({ specifier: node.moduleSpecifier.text, names });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const names = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements.map((element) => (element.propertyName ?? element.name).text) : ["*"];
      found.push({ specifier: node.moduleSpecifier.text, names });
    } else if (ts.isCallExpression(node) && node.arguments.length >= 1 && ts.isStringLiteralLike(node.arguments[0])) {
      const specifier = node.arguments[0].text;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) found.push({ specifier, names: namesOfLoaded(node) });
      // scripts/gen/site-modules.mjs: `load("lib/x.ts")` imports a module by its path from the repository's root.
      else if (ts.isIdentifier(node.expression) && node.expression.text === "load" && EXTENSIONS.test(specifier)) found.push({ specifier, names: namesOfLoaded(node), fromRoot: true });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, names: node.qualifier ? [ts.isIdentifier(node.qualifier) ? node.qualifier.text : node.qualifier.left.getText()] : ["*"] });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const sources = SOURCES.flatMap(walk);
const sourceSet = new Set(sources);
const importers = [...sources.map((file) => ({ file, test: false })), ...TOOLING_FILES.flatMap(walk).map((file) => ({ file, test: false })), ...TEST_FILES.flatMap(walk).map((file) => ({ file, test: true }))];

/** For each module and export: whether the site imports it, and whether the tests do. */
function uses(): Map<string, Map<string, { site: boolean; tests: boolean }>> {
  const used = new Map<string, Map<string, { site: boolean; tests: boolean }>>();
  for (const { file, test } of importers) {
    for (const { specifier, names, fromRoot } of importsOf(parse(file))) {
      const target = fromRoot ? specifier : resolve(specifier, file);
      if (!target || !sourceSet.has(target) || target === file) continue;
      const byName = used.get(target) ?? new Map<string, { site: boolean; tests: boolean }>();
      used.set(target, byName);
      for (const name of names.includes("*") ? exportsOf(parse(target)) : names) {
        const entry = byName.get(name) ?? { site: false, tests: false };
        if (test) entry.tests = true;
        else entry.site = true;
        byName.set(name, entry);
      }
    }
  }
  return used;
}

/**
 * Whether the module itself uses `name` beyond declaring and exporting it: a rule, constant or type its own code
 * relies on, exported as well so that a unit test can reach it, has a user in the site.
 */
function usedInOwnModule(file: string, name: string): boolean {
  let found = false;
  const isDeclaredName = (node: ts.Identifier) => {
    const parent = node.parent;
    if (ts.isExportSpecifier(parent)) return true;
    if ((ts.isPropertyAccessExpression(parent) || ts.isQualifiedName(parent)) && (ts.isPropertyAccessExpression(parent) ? parent.name : parent.right) === node) return true;
    const named = ts.isFunctionDeclaration(parent) || ts.isVariableDeclaration(parent) || ts.isClassDeclaration(parent) || ts.isInterfaceDeclaration(parent) || ts.isTypeAliasDeclaration(parent) || ts.isEnumDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent);
    return named && parent.name === node;
  };
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isIdentifier(node) && node.text === name && !isDeclaredName(node)) found = true;
    else ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

function namedByTools(file: string, name: string): boolean {
  if (file.startsWith("app/") && NEXT_APP_EXPORTS.has(name)) return true;
  return NAMED_BY_TOOLS[file]?.names.includes(name) ?? false;
}

/** `file: name` for each export the tests import and the site never uses: not another module, nor its own. */
function testOnlyExports(): string[] {
  const used = uses();
  return sources.flatMap((file) =>
    exportsOf(parse(file))
      .filter((name) => {
        const use = used.get(file)?.get(name);
        return use?.tests && !use.site && !namedByTools(file, name) && !usedInOwnModule(file, name);
      })
      .map((name) => `${file}: ${name}`),
  );
}

describe("exports", () => {
  it("reads the site's modules, their exports and who imports them", () => {
    expect(sources.length).toBeGreaterThan(200);
    const used = uses();
    // Spot checks of each way of importing: named, default, dynamic with destructuring, a generator's load, a namespace.
    expect(used.get("lib/server/server-start.ts")?.get("checkServerStartOrExit")).toEqual({ site: true, tests: expect.any(Boolean) });
    expect(used.get("lib/data/tech-stack.ts")?.get("techStack")?.site).toBe(true);
    expect(used.get("config/routes.ts")?.get("routes")?.site).toBe(true);
  });

  it("has none that only the tests use", () => {
    const found = testOnlyExports();
    expect(found, "exports only the tests use: make them private and test them through what uses them, give them their user, or move them to tests/support").toEqual([]);
  });
});
