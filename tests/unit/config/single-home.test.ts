import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "@/config/site";

/** Brand strings and environment reads each have one home in config/; nothing else in the site's code writes them. */

const root = process.cwd();
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs"];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative);
    return EXTENSIONS.some((extension) => name.endsWith(extension)) && !/\.d\.m?ts$/.test(name) ? [relative] : [];
  });
}

const siteCode = ["app", "components", "lib"].flatMap(sourceFiles);

function filesContaining(pattern: RegExp, files = siteCode): string[] {
  return files.filter((file) => pattern.test(readFileSync(path.join(root, file), "utf8")));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("config/site.ts is the only place brand strings are written", () => {
  it.each([
    ["the brand", site.brand],
    ["the founder's name", site.founder.name],
    ["the founder's given name", site.founder.givenName],
    ["the assistant's name", site.assistantName],
    ["the e-mail address", site.email],
    ["the phone number", site.phoneDisplay],
  ])("%s appears in no other module", (_label, value) => {
    expect(filesContaining(new RegExp(`\\b${escape(value)}\\b`))).toEqual([]);
  });

  it("the brand's slug appears in no path or slug written by hand", () => {
    expect(filesContaining(new RegExp(`-${escape(site.brandSlug)}\\b`))).toEqual([]);
  });
});

describe("config/ is the only reader of the environment", () => {
  it("no module of app/, components/, lib/ or the proxy reads process.env (config/env.ts decides, config/public-env.mjs and config/framework.ts read what Next inlines)", () => {
    expect(filesContaining(/process\.env/, [...siteCode, "proxy.ts"])).toEqual([]);
  });

  it("test switches are not read by the site: the e2e fixtures are installed by the harness's preload", () => {
    expect(filesContaining(/E2E_|CONTENT_DELAY_MS|CONTENT_FAILURE_MESSAGE/, [...siteCode, ...sourceFiles("config")])).toEqual([]);
  });
});
