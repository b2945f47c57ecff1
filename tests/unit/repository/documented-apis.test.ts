import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The site runs on what Next and Node document, nothing from inside them: no module of Next's own (`next/dist/...`,
 * whose classes cannot then be subclassed either), no prototype touched, no method of a Node object replaced
 * (process.exit among them), no private variable of Next's (`__NEXT_…`). The post-build steps, which read the files
 * `next build` writes (lib/next-internals/), do so without any of these. Tests may read Next's internals to check what
 * the site assumes.
 */

const root = process.cwd();
const SOURCES = ["app", "components", "config", "lib", "scripts", "proxy.ts", "instrumentation.ts", "next.config.ts", "server.mjs"];
const EXTENSIONS = /\.(ts|tsx|mts|mjs|js|cjs)$/;

function codeFiles(entry: string): string[] {
  if (!statSync(path.join(root, entry)).isDirectory()) return EXTENSIONS.test(entry) && !entry.endsWith(".d.ts") ? [entry] : [];
  return readdirSync(path.join(root, entry)).flatMap((name) => codeFiles(path.join(entry, name)));
}

const REACHES_IN: [string, RegExp, string][] = [
  ["names a module inside Next", /["'`]next\/dist\//, 'import FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";'],
  ["touches a prototype", /\.prototype\b/, "http.Server.prototype.emit = emitWrapped;"],
  ["replaces a method of a Node request, response, server or process", /\.(?:emit|writeHead|write|end|setHeader|listen|exit)\s*=(?!=)/, "process.exit = ((code) => void closing.then(() => exit(code)));"],
  ["reads a private variable of Next's", /\b__NEXT_[A-Z_]+/, "return process.env.__NEXT_PRIVATE_ORIGIN;"],
];

describe("documented APIs only", () => {
  it("the patterns find what they look for", () => {
    for (const [what, pattern, sample] of REACHES_IN) expect(pattern.test(sample), what).toBe(true);
    expect(REACHES_IN.some(([, pattern]) => pattern.test('import next from "next"; response.setHeader("Allow", "GET"); if (code === 1) process.exit(1);'))).toBe(false);
  });

  it("no site code reaches into Next's or Node's internals", () => {
    const files = SOURCES.flatMap(codeFiles);
    expect(files.length).toBeGreaterThan(150);
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(root, file), "utf8");
      return REACHES_IN.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${file} ${what}`);
    });
    expect(found).toEqual([]);
  });
});
