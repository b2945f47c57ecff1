import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SCROLLS = /(?<![\w-])([\w-]+:)*overflow(-[xy])?-(auto|scroll)(?![\w-])/;
const POSITIONED = /(?<![\w-])([\w-]+:)*(relative|absolute|fixed|sticky)(?![\w-])/;
/** Scroll boxes the browser positions itself. */
const POSITIONED_BY_THE_BROWSER: Record<string, string> = {
  "components/layout/contact-dialog.tsx": "a modal <dialog> is fixed in the top layer",
};

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(ROOT, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return entry.name.endsWith(".tsx") ? [relative] : [];
  });
}

/**
 * A scroll box that is not positioned does not hold what is absolutely placed inside it: a visually hidden label in
 * its hidden part is placed against the page instead, which then scrolls past its footer by the box's hidden height.
 * The layout gate (tests/e2e/layout.spec.ts) sees the states it visits; this covers the others (a chat with messages,
 * the admin area).
 */
describe("scroll boxes", () => {
  it("are positioned, so that what is absolutely placed inside them stays inside", () => {
    const unpositioned = ["app", "components"].flatMap(sourceFiles).flatMap((file) => {
      if (POSITIONED_BY_THE_BROWSER[file]) return [];
      const classLists = [...readFileSync(path.join(ROOT, file), "utf8").matchAll(/"([^"\n]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2]);
      return classLists.filter((classes) => SCROLLS.test(classes) && !POSITIONED.test(classes)).map((classes) => `${file}: "${classes}"`);
    });
    expect(unpositioned, unpositioned.join("\n")).toEqual([]);
  });
});
