import { createRequire } from "node:module";
import { afterEach, describe, expect, it, vi } from "vitest";

// How `next start` matches a headers() rule's source (the routes manifest's regex).
const require = createRequire(import.meta.url);
const { buildCustomRoute } = require("next/dist/lib/build-custom-route.js") as { buildCustomRoute: (type: "header", rule: { source: string }) => { regex: string } };

async function loadConfig(vercel: boolean, nodeEnv = "production") {
  vi.resetModules();
  vi.stubEnv("VERCEL", vercel ? "1" : "");
  vi.stubEnv("NODE_ENV", nodeEnv);
  const config = (await import("../../next.config")).default;
  const rules = await config.headers!();
  /** The policies a response to `path` carries from next.config.ts. */
  const policiesFor = (path: string) =>
    rules
      .filter((rule) => new RegExp(buildCustomRoute("header", rule).regex).test(path))
      .flatMap((rule) => rule.headers.filter((header) => header.key.toLowerCase() === "content-security-policy").map((header) => header.value));
  return { config, policies: policiesFor("/"), policiesFor };
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

  it("next dev: every page but search and the admin area (the proxy's nonce) gets the fallback policy with eval", async () => {
    const { policiesFor } = await loadConfig(false, "development");
    for (const path of ["/", "/blog/", "/blog/some-post/", "/administration-tips/", "/searching/"]) {
      const policies = policiesFor(path);
      expect(policies, path).toHaveLength(1);
      expect(policies[0]).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval';");
      expect(policies[0]).toContain("default-src 'none'");
    }
    for (const path of ["/admin/", "/admin/sign-in/", "/search/"]) expect(policiesFor(path), path).toEqual([]);
  });
});
