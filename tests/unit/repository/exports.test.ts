import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * No export exists for the tests alone: every export of the site's code is imported by the site's code (or named by
 * Next or a tool, listed below with the reason); one only the tests import is either private to its module and tested
 * through the function that uses it, or a helper that belongs in tests/support.
 */

const root = process.cwd();
const posix = (file: string) => file.split(path.sep).join("/");

/** Where the site's exports live. */
const SOURCES = ["app", "components", "config", "lib", "scripts", "supabase/functions", "proxy.ts", "next.config.ts", "instrumentation.ts"];
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
  "lib/next-internals/cache-handler.mjs": { names: ["default"], reason: "Next loads it by path (next.config.ts, cacheHandler)" },
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
 * Exports the tests still import and the site does not, found when this test was written, each to be made private
 * (tested through the function that uses it), given its real user, or moved to tests/support. The list may only
 * shrink: an export that gains a user in the site, or goes, must leave it, and a new one fails the test.
 */
const STILL_TO_FOLD_IN: Record<string, string[]> = {
  "a constant the tests read rather than repeat (a time window, a limit, a text)": [
    "config/env.ts: DEPLOYMENT_SETTINGS",
    "config/env.ts: DEFAULT_GEMINI_MODEL",
    "lib/admin/backup.ts: BACKUP_FORMAT",
    "lib/admin/sign-in.ts: PASSWORD_MAX_LENGTH",
    "lib/alerts/triggers.ts: ALERT_INTERVAL_MS",
    "lib/chat/site-index.ts: SITE_INDEX_REFRESH_MS",
    "lib/content/cache-window.ts: MAX_CACHE_WINDOW_SECONDS",
    "lib/demos/dashboard.ts: DASHBOARD_RANGES",
    "lib/inquiries/backoff.ts: MAX_RETRY_DELAY_MS",
    "lib/inquiries/rules.ts: PHONE_MIN_DIGITS",
    "lib/next-internals/compile-hints.mjs: COMPILE_HINT",
    "lib/next-internals/hook-checks.ts: HOOK_PROBLEMS",
    "lib/next-internals/hook-checks.ts: START_GRACE_MS",
    "lib/server/health.ts: HEALTH_CHECK_TIMEOUT_MS",
    "lib/server/health.ts: HEALTH_CHECK_REUSE_MS",
    "lib/shell/not-found.ts: NOT_FOUND_TITLES",
    "lib/shell/smooth-scroll.ts: SMOOTH_SCROLL_IDLE_MS",
    "supabase/functions/chat-with-gemini/knowledge.ts: CONTENT_REFRESH_MS",
  ],
  "a type of an exported function's parameter or result": [
    "components/ui/toast.tsx: ToastInput",
    "config/env.ts: Env",
    "lib/images/upload-http.ts: UploadDependencies",
    "lib/inquiries/submit.ts: SubmitOutcome",
    "lib/next-internals/hook-checks.ts: HookName",
    "supabase/functions/chat-with-gemini/handler.ts: ChatFunctionDependencies",
  ],
  "a rule tested by itself rather than through the function that uses it": [
    "components/seo/json-ld.tsx: serializeJsonLd",
    "lib/admin/backup.ts: imageList",
    "lib/admin/backup.ts: parseBackup",
    "lib/chat/function-site-data.ts: renderChatFunctionSiteData",
    "lib/content/files-source.ts: readPostFile",
    "lib/content/files-source.ts: readProjectFile",
    "lib/content/rebuild.ts: callDeployHook",
    "lib/images/artwork.ts: generatedCoverPath",
    "lib/images/site-images.mjs: imageUrlRule",
    "lib/inquiries/data-dir-lock.ts: processStartTime",
    "lib/inquiries/data-dir-lock.ts: currentBootId",
    "lib/inquiries/data-dir-lock.ts: DataDirLockedError",
    "lib/inquiries/embedded-db.ts: applyMigrations",
    "lib/inquiries/form-post.ts: contactFormFields",
    "lib/inquiries/journal.ts: parseJournal",
    "lib/next-internals/cache-handler.mjs: withPageHeaders",
    "lib/next-internals/compile-hints.mjs: withCompileHint",
    "lib/next-internals/compile-hints.mjs: startupChunks",
    "lib/next-internals/conditional-get.ts: ifNoneMatchNames",
    "lib/next-internals/conditional-get.ts: answerNotModifiedWhenCurrent",
    "lib/security/csp.mjs: executableInlineScripts",
    "lib/security/csp.mjs: inlineScriptHashes",
    "lib/seo/site-pages.ts: regionalPaths",
    "lib/seo/structured-data.ts: officeFor",
    "lib/seo/structured-data.ts: missingRequiredProperties",
    "lib/server/health.ts: healthReport",
    "lib/server/server-start.ts: checkServerStart",
    "supabase/functions/chat-with-gemini/handler.ts: clientKey",
  ],
  "the content lint, which only the suite runs (tests/unit/content/content-files.test.ts)": [
    "lib/content/lint.ts: CONCEPT_STUDY_OPENING",
    "lib/content/lint.ts: lintContent",
    "lib/content/lint.ts: projectFileProblems",
    "lib/content/lint.ts: placeholderProblem",
  ],
  "an operations script's steps, exported for its tests": [
    "scripts/ops/content-restore.mjs: parseBackupText",
    "scripts/ops/content-restore.mjs: restoreBackup",
    "scripts/ops/content-seed.mjs: parseArgs",
    "scripts/ops/content-seed.mjs: seedPlan",
  ],
};

function namedByTools(file: string, name: string): boolean {
  if (file.startsWith("app/") && NEXT_APP_EXPORTS.has(name)) return true;
  return NAMED_BY_TOOLS[file]?.names.includes(name) ?? false;
}

/** `file: name` for each export the tests import and the site does not. */
function testOnlyExports(): string[] {
  const used = uses();
  return sources.flatMap((file) =>
    exportsOf(parse(file))
      .filter((name) => {
        const use = used.get(file)?.get(name);
        return use?.tests && !use.site && !namedByTools(file, name);
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

  it("has none that only the tests import, beyond those still to fold in (a list that may only shrink)", () => {
    const known = new Set(Object.values(STILL_TO_FOLD_IN).flat());
    const found = testOnlyExports();
    expect(found.filter((entry) => !known.has(entry)), "exports only the tests import").toEqual([]);
    expect([...known].filter((entry) => !found.includes(entry)), "no longer test-only: take them off STILL_TO_FOLD_IN").toEqual([]);
  });
});
