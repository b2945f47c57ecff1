import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, addCompileHints, startupChunks, withCompileHint } from "@/lib/next-internals/compile-hints.mjs";

describe("withCompileHint", () => {
  it("puts V8's magic comment on the first line, once", () => {
    const hinted = withCompileHint("(globalThis.TURBOPACK||[]).push([]);");
    expect(hinted).toBe("//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([]);");
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe("startupChunks", () => {
  it("joins the root main files and every entry's script files, without style sheets or repeats", () => {
    const chunks = startupChunks({ rootMainFiles: ["static/chunks/runtime.js", "static/chunks/react.js"] }, [
      { entryJSFiles: { "[project]/app/layout": ["static/chunks/shell.js"], "[project]/app/page": ["static/chunks/shell.js", "static/chunks/home.js"] } },
      { entryJSFiles: { "[project]/app/blog/page": ["static/chunks/shell.js", "static/chunks/blog.js", "static/chunks/blog.css"] } },
      {},
    ]);
    expect(chunks).toEqual(["static/chunks/blog.js", "static/chunks/home.js", "static/chunks/react.js", "static/chunks/runtime.js", "static/chunks/shell.js"]);
  });
});

describe("addCompileHints on a build folder", () => {
  let dist: string;
  const chunk = (name: string) => path.join(dist, "static", "chunks", name);
  const manifestScript = (route: string, entryJSFiles: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ moduleLoading: { prefix: "" }, entryJSFiles })};`;

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
    mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
    mkdirSync(path.join(dist, "server", "app", "(site)", "blog"), { recursive: true });
    for (const name of ["runtime.js", "shell.js", "blog.js", "chat-panel.js"]) writeFileSync(chunk(name), `/* ${name} */`);
    writeFileSync(path.join(dist, "build-manifest.json"), JSON.stringify({ rootMainFiles: ["static/chunks/runtime.js"] }));
    writeFileSync(
      path.join(dist, "server", "app", "(site)", "blog", "page_client-reference-manifest.js"),
      manifestScript("/(site)/blog/page", { "[project]/app/(site)/layout": ["static/chunks/shell.js"], "[project]/app/(site)/blog/page": ["static/chunks/shell.js", "static/chunks/blog.js"] }),
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("marks the startup chunks and leaves a chunk that loads later as it is; a second run changes nothing", () => {
    expect(addCompileHints(dist)).toEqual({ chunks: ["static/chunks/blog.js", "static/chunks/runtime.js", "static/chunks/shell.js"], marked: 3 });
    for (const name of ["runtime.js", "shell.js", "blog.js"]) expect(readFileSync(chunk(name), "utf8")).toBe(`${COMPILE_HINT}\n/* ${name} */`);
    expect(readFileSync(chunk("chat-panel.js"), "utf8")).toBe("/* chat-panel.js */");
    expect(addCompileHints(dist).marked).toBe(0);
    expect(readFileSync(chunk("shell.js"), "utf8")).toBe(`${COMPILE_HINT}\n/* shell.js */`);
  });

  it("fails loudly when the build has no client reference manifests, instead of marking nothing", () => {
    rmSync(path.join(dist, "server"), { recursive: true });
    mkdirSync(path.join(dist, "server", "app"), { recursive: true });
    expect(() => addCompileHints(dist)).toThrow(/no root main files or client reference manifests/);
  });
});
