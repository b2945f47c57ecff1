import { afterEach, describe, expect, it, vi } from "vitest";

async function loadConfig(vercel: boolean) {
  vi.resetModules();
  vi.stubEnv("VERCEL", vercel ? "1" : "");
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
});
