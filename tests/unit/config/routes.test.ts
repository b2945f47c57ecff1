import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { areas, isAdminPath, routePatterns, routes } from "@/config/routes";
import { publicPathname } from "@/config/browser-routes";
import { config as proxyConfig } from "@/proxy";
import { UPLOADS_PATH } from "@/config/uploads.mjs";

/**
 * config/routes.ts is the one registry of the site's paths: every path in it is served by a route under app/ or a file
 * in public/, every route under app/ has its path in it, and no module outside config/ writes a site path by hand.
 */

const root = process.cwd();

/** A path as written ("fixed"), built by a builder called with "2" for each argument, or a route pattern ("/og/[kind]/[file]"). */
type RegistryPath = { name: string; path: string; kind: "fixed" | "built" | "pattern" };

/** Every path of the registry by its name. */
function registryPaths(value: unknown, name: string, kind: "fixed" | "pattern" = "fixed"): RegistryPath[] {
  if (typeof value === "string") return [{ name, path: value, kind }];
  if (typeof value === "function") return [{ name, path: (value as (...args: string[]) => string)(...Array<string>(value.length).fill("2")), kind: "built" }];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, child]) => registryPaths(child, `${name}.${key}`, kind));
  return [];
}

const registry = [...registryPaths(routes, "routes"), ...registryPaths(routePatterns, "routePatterns", "pattern")];
const pathnameOf = (sitePath: string) => sitePath.replace(/[?#].*$/, "");
const segmentsOf = (sitePath: string) => pathnameOf(sitePath).split("/").filter(Boolean);

type AppRoute = { file: string; segments: string[] };

/** What app/ serves: its pages, route handlers and metadata files, as the segments of their URL (route groups left out). */
function appRoutes(): AppRoute[] {
  const metadataFiles: Record<string, string> = { "robots.ts": "robots.txt", "sitemap.ts": "sitemap.xml", "icon.svg": "icon.svg" };
  return readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" }).flatMap((file) => {
    const dir = path.dirname(file);
    const name = path.basename(file);
    const segments = dir === "." ? [] : dir.split(path.sep).filter((segment) => !/^\(.+\)$/.test(segment));
    if (/^(page|route)\.tsx?$/.test(name)) return [{ file: `app/${file}`, segments }];
    if (dir === "." && metadataFiles[name]) return [{ file: `app/${file}`, segments: [metadataFiles[name]] }];
    return [];
  });
}

const isCatchAll = (segment: string) => segment.startsWith("[...");
const isDynamic = (segment: string) => segment.startsWith("[");

function matches(route: string[], parts: string[]): boolean {
  for (const [index, segment] of route.entries()) {
    if (isCatchAll(segment)) return parts.length > index;
    if (index >= parts.length || (!isDynamic(segment) && segment !== parts[index])) return false;
  }
  return route.length === parts.length;
}

/** The route Next serves a path with: a static segment before a dynamic one, a dynamic one before a catch-all. */
function routeFor(sitePath: string, candidates = appRoutes()): AppRoute | null {
  const parts = segmentsOf(sitePath);
  const rank = (segment: string) => (isCatchAll(segment) ? 2 : isDynamic(segment) ? 1 : 0);
  const ranked = candidates.filter((route) => matches(route.segments, parts));
  ranked.sort((a, b) => {
    for (let index = 0; index < Math.max(a.segments.length, b.segments.length); index++) {
      const difference = rank(a.segments[index] ?? "") - rank(b.segments[index] ?? "");
      if (difference) return difference;
    }
    return 0;
  });
  return ranked[0] ?? null;
}

/**
 * Whether a route under app/ serves the path: a path written as it is by a route of fixed segments (a dynamic segment
 * would take any typo), a pattern by the route of that very pattern, a built path by any route but the not-found
 * page's catch-all.
 */
function servedByApp({ path: sitePath, kind }: RegistryPath, candidates = appRoutes()): AppRoute | null {
  const route = routeFor(sitePath, candidates);
  if (!route || route.segments.some(isCatchAll)) return null;
  if (kind === "fixed" && route.segments.some(isDynamic)) return null;
  if (kind === "pattern" && route.segments.join("/") !== segmentsOf(sitePath).join("/")) return null;
  return route;
}

/** A file in public/; a built path needs only its folder there (below public/ itself). */
function servedByPublic({ path: sitePath, kind }: RegistryPath): boolean {
  const file = path.join(root, "public", pathnameOf(sitePath));
  if (kind !== "built") return existsSync(file) && statSync(file).isFile();
  const folder = path.dirname(file);
  return folder !== path.join(root, "public") && existsSync(folder) && statSync(folder).isDirectory();
}

describe("the route registry", () => {
  it("names many paths, each starting at the site's root", () => {
    expect(registry.length).toBeGreaterThan(40);
    for (const { name, path: sitePath } of registry) expect(sitePath, name).toMatch(/^\/(?!\/)/);
  });

  it("names the uploads' folder as config/uploads.mjs does for the content scripts", () => {
    expect(routes.upload("a.png")).toBe(`${UPLOADS_PATH}a.png`);
  });

  it("writes pages with their trailing slash and files with their extension", () => {
    for (const { name, path: sitePath } of registry) {
      const pathname = pathnameOf(sitePath);
      // A file route's builder (/uploads/[file]) takes the file's name whole, extension included.
      const fileRoute = Object.values(routePatterns).some((pattern) => pattern.endsWith("/[file]") && pathname.startsWith(pattern.slice(0, -"[file]".length)));
      expect(pathname.endsWith("/") || /\.[a-z]+$/.test(pathname) || fileRoute || Object.values(routePatterns).includes(sitePath as never), `${name}: ${sitePath}`).toBe(true);
    }
  });

  it("holds only paths the site serves: each is a route under app/ or a file in public/", () => {
    const unserved = registry.filter((entry) => !servedByApp(entry) && !servedByPublic(entry)).map(({ name, path: sitePath }) => `${name}: ${sitePath}`);
    expect(unserved).toEqual([]);
  });

  it("holds every route under app/", () => {
    const routesApp = appRoutes();
    expect(routesApp.length).toBeGreaterThan(30);
    const reached = new Set(registry.map((entry) => servedByApp(entry, routesApp)?.file));
    const missing = routesApp.filter((route) => !route.segments.some(isCatchAll) && !reached.has(route.file)).map((route) => route.file);
    expect(missing).toEqual([]);
  });

  it("gives each area the prefix of its paths", () => {
    const paths = registry.map((entry) => entry.path);
    for (const [name, prefix] of Object.entries(areas)) {
      expect(prefix, name).toMatch(/^\/[a-z-]+\/$/);
      expect(paths.filter((sitePath) => sitePath.startsWith(prefix)).length, name).toBeGreaterThan(1);
    }
    expect(Object.values(routes.api).every((sitePath) => sitePath.startsWith(areas.api))).toBe(true);
  });

  it("maps each rewritten path back to its public page, and knows the admin area", () => {
    expect(publicPathname(routes.rewrites.blogPage(3))).toBe(routes.blog);
    expect(publicPathname(routes.rewrites.contactService("web-design"))).toBe(routes.contact);
    expect(publicPathname(routes.rewrites.demoItem("dt-dashboard").slice(0, -1))).toBe(routes.demo);
    for (const page of [routes.blog, routes.demo, routes.article("a-post"), routes.contactCheck]) expect(publicPathname(page), page).toBe(page);
    for (const pathname of ["/admin", routes.admin.inbox, routes.admin.posts.edit("12"), routes.admin.signIn]) expect(isAdminPath(pathname), pathname).toBe(true);
    for (const pathname of ["/administrator/", routes.home, routes.api.health]) expect(isAdminPath(pathname), pathname).toBe(false);
  });
});

describe("the proxy's matcher", () => {
  // Next reads `config.matcher` by parsing proxy.ts at build time, so it is written out in literals; these are its
  // paths, held to the registry (tests/unit/top-level/proxy-matcher.test.ts holds what it matches).
  const sources = proxyConfig.matcher.map((entry) => (typeof entry === "string" ? { source: entry, has: [] } : { source: entry.source, has: entry.has }));

  it("names the registry's pages rendered per request", () => {
    const pages = sources.filter(({ source, has }) => !has.length && source.endsWith("/:path*")).map(({ source }) => source.replace(/:path\*$/, ""));
    expect(pages).toEqual([routes.admin.inbox, routes.search, routes.contactCheck]);
  });

  it("names the registry's pages with a query, by their parameter", () => {
    const queryPages = sources.flatMap(({ source, has }) => has.flatMap((condition) => (condition.type === "query" ? [`${source}/?${condition.key}=2`] : [])));
    expect(queryPages).toEqual([routes.blogPage(2), routes.contactService("2"), routes.demoItem("2")]);
  });
});

/** The first segments of the site's paths: the registry's, app/'s routes' and public/'s files. */
const knownSegments = new Set([
  ...registry.map((entry) => segmentsOf(entry.path)[0]).filter(Boolean),
  ...appRoutes().flatMap((route) => (route.segments[0] && !isDynamic(route.segments[0]) ? [route.segments[0]] : [])),
  ...readdirSync(path.join(root, "public")),
]);

const SEGMENT = String.raw`(?:[\w.~%-]|\$\{\})+`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A site path: "/" and a known first segment (also after a leading `${...}`, as in `${host}/blog/`), or "/x/" for any x. */
const SITE_PATH = new RegExp(String.raw`^(?:(?:\$\{\})?/(?:${[...knownSegments].map(escape).join("|")})(?=[/?#.]|$)|/${SEGMENT}/)`);

/**
 * The only path literals allowed outside config/, each for a reason the registry cannot serve. Everything else in app/,
 * components/, lib/, proxy.ts, next.config.ts and instrumentation.ts takes its paths from config/routes.ts. Folder
 * names under app/ are the routes themselves and are not literals.
 */
const ALLOWED: { file: string; literal: RegExp; why: string }[] = [
  {
    file: "lib/inquiries/data-dir-lock.ts",
    literal: /^\/proc\//,
    why: "Linux's /proc file system on the server, read to tell whether the data folder's lock holder still runs: not a URL",
  },
];
/** proxy.ts's `export const config`: Next parses the matcher out of the file at build time, so it cannot be built from the registry. */
const LITERAL_DECLARATIONS: Record<string, string> = { "proxy.ts": "config" };

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.posix.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx|mts|mjs|js|cjs)$/.test(name) && !/\.d\.m?ts$/.test(name) ? [relative] : [];
  });
}

/** The text of a string, template (`${...}` for each substitution) or regular expression literal; null for other nodes. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `\${}${span.literal.text}`).join("");
  if (ts.isRegularExpressionLiteral(node)) return node.text.slice(1, node.text.lastIndexOf("/")).replace(/\\\//g, "/").replace(/^\^/, "");
  return null;
}

/** The site paths written as literals in a module, as "file:line: literal". Comments are not code and are not read. */
function pathLiterals(file: string, source: string): string[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : /\.[mc]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(sourceFile) === LITERAL_DECLARATIONS[file]) return;
    const text = literalText(node);
    if (text !== null && SITE_PATH.test(text) && !ALLOWED.some((allowed) => allowed.file === file && allowed.literal.test(text))) {
      found.push(`${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1}: ${text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe("no path literal outside config/", () => {
  const files = [...["app", "components", "lib"].flatMap(sourceFiles), "proxy.ts", "next.config.ts", "instrumentation.ts", "server.mjs"];

  it("reads the site's modules", () => {
    expect(files.length).toBeGreaterThan(200);
    for (const segment of ["blog", "contact", "admin", "api", "og", "feed.xml", "illustrations"]) expect(knownSegments.has(segment), segment).toBe(true);
  });

  it("finds a path written by hand in each form it can take", () => {
    const sample = [
      'const a = <Link href="/contact/">Contact</Link>;',
      "const b = `/blog/${slug}/`;",
      "const c = `${host}/portfolio/`;",
      'const d = fetch("/api/chat");',
      "const e = /^\\/admin\\//;",
      "const f = `/${region}/`;",
      '// "/about/" in a comment, and strings that are not paths: "/", "/:path*", "text/plain", "./lib/x.ts"',
      'const g = ["/", "/:path*", "text/plain", "./lib/x.ts", "#top"];',
    ].join("\n");
    expect(pathLiterals("components/sample.tsx", sample)).toEqual([
      "components/sample.tsx:1: /contact/",
      "components/sample.tsx:2: /blog/${}/",
      "components/sample.tsx:3: ${}/portfolio/",
      "components/sample.tsx:4: /api/chat",
      "components/sample.tsx:5: /admin/",
      "components/sample.tsx:6: /${}/",
    ]);
  });

  it("app/, components/, lib/, the proxy and next.config.ts take every path from config/routes.ts", () => {
    expect(files.flatMap((file) => pathLiterals(file, readFileSync(path.join(root, file), "utf8")))).toEqual([]);
  });

  it("each exception still has its literal", () => {
    for (const { file, literal } of ALLOWED) {
      const source = readFileSync(path.join(root, file), "utf8");
      expect(source.split(/["'`]/).some((text) => literal.test(text)), file).toBe(true);
    }
  });
});
