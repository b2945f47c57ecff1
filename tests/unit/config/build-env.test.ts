import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `next build` refuses an incomplete configuration while it loads next.config.ts, before compiling anything: the
 * message names what to set, and the build fails in about a second instead of deploying a site that loses leads.
 */

const distDirs: string[] = [];

function nextBuild(extraEnv: Record<string, string>): Promise<{ code: number | null; output: string; ms: number }> {
  const distDir = `.next-env-check-${process.pid}-${distDirs.length}`;
  distDirs.push(distDir);
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir, ...extraEnv };
  for (const name of ["NEXT_PUBLIC_SUPABASE_URL", "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY", "NEXT_PUBLIC_SUPABASE_ANON_KEY", "SUPABASE_SERVICE_ROLE_KEY", "NEXT_PUBLIC_SITE_URL", "CONTACT_FORWARD_EMAIL", "NETLIFY", "AWS_LAMBDA_FUNCTION_NAME"]) {
    if (!(name in extraEnv)) delete env[name];
  }
  // Vitest's own variables would make Next think it runs under a test; the build must run as a deployment does.
  for (const name of Object.keys(env)) if (name.startsWith("VITEST") || name === "NODE_ENV") delete env[name];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "build"], { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    // A build that got past the configuration would compile for minutes: stop it, and let the assertions say so.
    const guard = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(guard);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

afterAll(() => {
  for (const distDir of distDirs) rmSync(distDir, { recursive: true, force: true });
});

describe("next build", () => {
  it("on Vercel without Supabase's inquiry store: fails at config load, naming the variables to set", async () => {
    const { code, output, ms } = await nextBuild({ VERCEL: "1" });
    expect(code, output).toBe(1);
    expect(output).toContain("The environment is not a working configuration");
    expect(output).toContain("On Vercel (VERCEL=1) there is no writable, lasting disk for the embedded inquiry store (DATA_DIR)");
    expect(output).toContain("Set NEXT_PUBLIC_SUPABASE_URL, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY and SUPABASE_SERVICE_ROLE_KEY");
    // Nor may it go live naming the example's domain or forwarding its leads to no one.
    expect(output).toContain("NEXT_PUBLIC_SITE_URL is not set, and on Vercel (VERCEL=1) it must be");
    expect(output).toContain("CONTACT_FORWARD_EMAIL is not set, and on Vercel (VERCEL=1) it must be");
    expect(output).not.toMatch(/Creating an optimized production build|Compiled/);
    expect(existsSync(distDirs[0])).toBe(false);
    expect(ms).toBeLessThan(30_000);
  }, 90_000);

  it("self-hosted with half a Supabase configuration: fails the same way", async () => {
    const { code, output } = await nextBuild({ VERCEL: "", NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co" });
    expect(code, output).toBe(1);
    expect(output).toContain("NEXT_PUBLIC_SUPABASE_URL is set without a public key");
    expect(output).not.toMatch(/Creating an optimized production build|Compiled/);
  }, 90_000);
});
