import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const entries = (dir: string) => readdirSync(path.join(root, dir), { withFileTypes: true });

/** Every folder below `dir` (relative paths), node_modules and dot-folders aside. */
function folders(dir: string): string[] {
  return entries(dir)
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && entry.name !== "node_modules")
    .flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name);
      return [relative, ...folders(relative)];
    });
}

describe("the code's and the tests' layout", () => {
  it("lib/ holds folders only, each module in the folder of its feature", () => {
    expect(entries("lib").filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
  });

  it("tests/unit holds its tests in folders named for what they test, none at its top level", () => {
    expect(entries("tests/unit").filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
  });

  it("each lib/ folder has its folder of unit tests", () => {
    const libFolders = entries("lib").filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const testFolders = new Set(entries("tests/unit").filter((entry) => entry.isDirectory()).map((entry) => entry.name));
    expect(libFolders.filter((folder) => !testFolders.has(folder))).toEqual([]);
  });

  it("the suites share one support folder, tests/support", () => {
    expect(folders("tests").filter((folder) => path.posix.basename(folder) === "support")).toEqual(["tests/support"]);
  });
});
