import { afterEach, describe, expect, it, vi } from "vitest";

/** On Vercel the build requires Supabase's inquiry store (config/env.ts), so the Vercel case carries a whole configuration. */
const SUPABASE = { NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co", NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "pk", SUPABASE_SERVICE_ROLE_KEY: "srk" };

async function loadConfig(vercel: boolean) {
  vi.resetModules();
  vi.stubEnv("VERCEL", vercel ? "1" : "");
  for (const [name, value] of Object.entries(SUPABASE)) vi.stubEnv(name, vercel ? value : "");
  const config = (await import("../../next.config")).default;
  const [rule] = await config.headers!();
  return { config, policies: rule.headers.filter((header) => header.key.toLowerCase() === "content-security-policy").map((header) => header.value) };
}

afterEach(() => vi.unstubAllEnvs());

describe("next.config.ts", () => {
  it("self-hosted: pages get their policy from the cache handler, and no site-wide policy is sent", async () => {
    const { config, policies } = await loadConfig(false);
    expect(config.cacheHandler).toMatch(/lib\/cache\/csp-cache-handler\.mjs$/);
    expect(policies).toEqual([]);
  });

  it("on Vercel: no cache handler (Vercel's own carries revalidation), and the fallback policy on every response", async () => {
    const { config, policies } = await loadConfig(true);
    expect(config.cacheHandler).toBeUndefined();
    expect(policies).toHaveLength(1);
    expect(policies[0]).toContain("script-src 'self' 'unsafe-inline';");
    expect(policies[0]).toContain("default-src 'none'");
    expect(policies[0]).toContain("frame-ancestors 'none'");
  });

  it("refuses to load with an incomplete configuration, naming what to set (the build fails before compiling)", async () => {
    vi.resetModules();
    vi.stubEnv("VERCEL", "1");
    for (const name of Object.keys(SUPABASE)) vi.stubEnv(name, "");
    await expect(import("../../next.config")).rejects.toThrow(/On Vercel \(VERCEL=1\)[\s\S]*SUPABASE_SERVICE_ROLE_KEY/);
  });
});
