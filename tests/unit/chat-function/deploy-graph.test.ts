import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * What `supabase functions deploy chat-with-gemini` uploads: the CLI starts at the entry and follows every import whose
 * specifier is a relative path with an extension, from the project root (the folder it is run in); Deno, at the other
 * end, loads exactly those files and `node:` built-ins. A module the function reaches that imports through the app's
 * `@/` alias, a package name or an extensionless path would deploy broken, so this test walks the graph as they do and
 * holds every import to that form.
 */

const root = process.cwd();
const entry = "supabase/functions/chat-with-gemini/index.ts";

function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(path.join(root, file), "utf8"), true, true);
  return info.importedFiles.map((imported) => imported.fileName);
}

function walk(): { files: string[]; problems: string[] } {
  const files = new Set<string>();
  const problems: string[] = [];
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith("node:")) continue;
      if (!/^\.\.?\//.test(specifier) || !specifier.endsWith(".ts")) {
        problems.push(`${file} imports "${specifier}": only relative paths ending in .ts (and node: built-ins) deploy`);
        continue;
      }
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (target.startsWith("..")) problems.push(`${file} imports "${specifier}", outside the repository`);
      else if (!existsSync(path.join(root, target))) problems.push(`${file} imports "${specifier}", which does not exist`);
      else queue.push(target);
    }
  }
  return { files: [...files].sort(), problems };
}

describe("the modules chat-with-gemini deploys with", () => {
  it("are reached only through relative .ts imports inside the repository, and node: built-ins", () => {
    expect(walk().problems).toEqual([]);
  });

  it("are the function's own files and the pure modules it shares with the site", () => {
    expect(walk().files).toEqual([
      "config/browser-routes.ts",
      "config/client-address.ts",
      "config/founder.ts",
      "config/gemini.ts",
      "config/pages.ts",
      "config/routes.ts",
      "config/site-contact.ts",
      "config/value-formats.ts",
      "lib/chat/failure-cause.ts",
      "lib/chat/gemini-generation.ts",
      "lib/chat/gemini-request.ts",
      "lib/chat/knowledge.ts",
      "lib/chat/retrieval.ts",
      "lib/chat/schema.ts",
      "lib/chat/texts.ts",
      "lib/client-address/source.ts",
      "lib/data/about.ts",
      "lib/data/faq.ts",
      "lib/data/locations.ts",
      "lib/data/process.ts",
      "lib/data/service-titles.ts",
      "lib/data/services.ts",
      "lib/http/body.ts",
      "lib/text/clean-text.ts",
      "lib/text/numbers.ts",
      "supabase/functions/chat-with-gemini/config.ts",
      "supabase/functions/chat-with-gemini/database.ts",
      "supabase/functions/chat-with-gemini/gemini.ts",
      "supabase/functions/chat-with-gemini/handler.ts",
      "supabase/functions/chat-with-gemini/index.ts",
      "supabase/functions/chat-with-gemini/knowledge.ts",
    ]);
  });
});
