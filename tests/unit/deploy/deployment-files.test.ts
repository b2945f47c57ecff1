import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();

describe("vercel.json", () => {
  const config = JSON.parse(readFileSync(path.join(root, "vercel.json"), "utf8")) as { regions: string[]; crons: { path: string; schedule: string }[] };
  const guide = readFileSync(path.join(root, "docs", "deploy.md"), "utf8");

  it("pins the functions to one region, the one docs/deploy.md pairs with the Supabase region it recommends", () => {
    // Every inquiry, chat message and admin save goes from a function to Supabase: the two belong side by side.
    expect(config.regions).toHaveLength(1);
    const [region] = config.regions;
    expect(region).toMatch(/^[a-z]{3}\d$/);
    expect(guide).toContain(`"regions": ["${region}"]`);
    // The guide's table of regions that belong together marks the one it recommends.
    const recommended = /^\s*\| \*\*([^*|]+)\*\* \(recommended\) \| `([a-z]{3}\d)` \|/m.exec(guide);
    expect(recommended, "a row of the guide's region table: | **<Supabase region>** (recommended) | `<Vercel region>` |").not.toBeNull();
    expect(recommended![2]).toBe(region);
  });

  it("schedules the inquiry retries on a route that answers GET, at the path Next serves (trailing slash, no redirect)", () => {
    expect(config.crons).toHaveLength(1);
    const [cron] = config.crons;
    expect(cron.path).toBe("/api/inquiries/retry/");
    const route = readFileSync(path.join(root, "app", cron.path, "route.ts"), "utf8");
    expect(route).toMatch(/export const GET\b|export (async )?function GET\b/);
  });

  it("runs at most once a day, which Vercel's Hobby plan requires (a Pro project may run it every few minutes)", () => {
    const [minute, hour, ...rest] = config.crons[0].schedule.split(" ");
    expect(minute).toMatch(/^\d+$/);
    expect(hour).toMatch(/^\d+$/);
    expect(rest).toEqual(["*", "*", "*"]);
  });
});

describe("next.config.ts file tracing", () => {
  it("takes every font the Open Graph route reads into the deployment", async () => {
    const config = (await import("../../../next.config")).default;
    const includes = config.outputFileTracingIncludes?.["/og/[kind]/[file]"] ?? [];
    // The patterns are a folder and a file-name wildcard ("./dir/*.ext"), which is all this needs to expand.
    const traced = includes.flatMap((pattern) => {
      const { dir, base } = path.posix.parse(pattern.replace(/^\.\//, ""));
      const name = new RegExp(`^${base.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);
      return readdirSync(path.join(root, dir)).filter((file) => name.test(file)).map((file) => `${dir}/${file}`);
    });
    const read = [...readFileSync(path.join(root, "lib/seo/og-fonts.ts"), "utf8").matchAll(/"(lib\/seo\/fonts\/[^"]+)"/g)].map((match) => match[1]);
    expect(read.length).toBeGreaterThan(0);
    for (const file of read) {
      expect(existsSync(path.join(root, file))).toBe(true);
      expect(traced).toContain(file);
    }
  });
});
