import { createRequire } from "node:module";
import { afterEach, describe, expect, it, vi } from "vitest";

// How `next start` matches a headers() rule's source (the routes manifest's regex).
const require = createRequire(import.meta.url);
const { buildCustomRoute } = require("next/dist/lib/build-custom-route.js") as { buildCustomRoute: (type: "header", rule: { source: string }) => { regex: string } };

/**
 * On Vercel the build requires Supabase's inquiry store, the site's URL and the forwarding address (config/env.ts), so
 * the Vercel case carries a whole configuration.
 */
const SUPABASE: Record<string, string> = { NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co", NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "pk", SUPABASE_SERVICE_ROLE_KEY: "srk" };
const DEPLOYMENT: Record<string, string> = { NEXT_PUBLIC_SITE_URL: "https://www.example-agency.com", CONTACT_FORWARD_EMAIL: "leads@example-agency.com" };

/** On Vercel, or with a Supabase URL of its own, the whole Supabase configuration (partial settings are refused). */
async function loadConfig(vercel: boolean, supabaseUrl = "", nodeEnv = "production") {
  vi.resetModules();
  vi.stubEnv("VERCEL", vercel ? "1" : "");
  vi.stubEnv("NODE_ENV", nodeEnv);
  const supabase: Record<string, string> = vercel || supabaseUrl ? { ...SUPABASE, ...(supabaseUrl ? { NEXT_PUBLIC_SUPABASE_URL: supabaseUrl } : {}) } : {};
  for (const name of Object.keys(SUPABASE)) vi.stubEnv(name, supabase[name] ?? "");
  for (const name of Object.keys(DEPLOYMENT)) vi.stubEnv(name, vercel ? DEPLOYMENT[name] : "");
  const config = (await import("../../../next.config")).default;
  const rules = await config.headers!();
  /** The policies a response to `path` carries from next.config.ts. */
  const policiesFor = (path: string) =>
    rules
      .filter((rule) => new RegExp(buildCustomRoute("header", rule).regex).test(path))
      .flatMap((rule) => rule.headers.filter((header) => header.key.toLowerCase() === "content-security-policy").map((header) => header.value));
  /** The Cache-Control values a response to `path` carries from next.config.ts. */
  const cacheControlFor = (path: string) =>
    rules
      .filter((rule) => new RegExp(buildCustomRoute("header", rule).regex).test(path))
      .flatMap((rule) => rule.headers.filter((header) => header.key.toLowerCase() === "cache-control").map((header) => header.value));
  /** The header names a response to `path` carries from next.config.ts. */
  const headerNamesFor = (path: string) =>
    rules.filter((rule) => new RegExp(buildCustomRoute("header", rule).regex).test(path)).flatMap((rule) => rule.headers.map((header) => header.key.toLowerCase()));
  return { config, policies: policiesFor("/"), policiesFor, headerNamesFor, cacheControlFor };
}

afterEach(() => vi.unstubAllEnvs());

describe("next.config.ts", () => {
  it("self-hosted: pages get their policy from the cache handler, and no site-wide policy is sent", async () => {
    const { config, policies } = await loadConfig(false);
    expect(config.cacheHandler).toMatch(/lib\/server\/cache-handler\.mjs$/);
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

  it("a build asset carries nosniff and CORP alone; a page, an API answer and an image every security header", async () => {
    for (const vercel of [false, true]) {
      const { headerNamesFor } = await loadConfig(vercel);
      for (const asset of ["/_next/static/chunks/0abc.js", "/_next/static/chunks/0abc.css", "/_next/static/media/geist.woff2"]) {
        expect(headerNamesFor(asset)).toEqual(["x-content-type-options", "cross-origin-resource-policy"]);
      }
      for (const path of ["/", "/about/", "/api/contact/", "/_next/image/", "/icon.svg", "/_next-static-lookalike/"]) {
        expect(headerNamesFor(path)).toEqual(expect.arrayContaining(["strict-transport-security", "x-frame-options", "permissions-policy", "cross-origin-opener-policy", "referrer-policy", "x-content-type-options", "cross-origin-resource-policy"]));
        expect(headerNamesFor(path).includes("content-security-policy")).toBe(vercel);
      }
    }
  });

  it("keeps the marquee's sprite and the illustrations, which have no hash in their names, for a day; pages and other files are Next's to cache", async () => {
    const { cacheControlFor } = await loadConfig(false);
    for (const path of ["/tech-stack.svg", "/illustrations/founder.webp", "/illustrations/web-design.webp"]) {
      expect(cacheControlFor(path), path).toEqual(["public, max-age=86400, stale-while-revalidate=604800"]);
    }
    for (const path of ["/", "/about/", "/illustrations/", "/projects/reefline-dive-resort-booking.webp", "/illustrations-lookalike/x.webp"]) {
      expect(cacheControlFor(path), path).toEqual([]);
    }
  });

  it("refuses to load with an incomplete configuration, naming what to set (the build fails before compiling)", async () => {
    vi.resetModules();
    vi.stubEnv("VERCEL", "1");
    for (const name of [...Object.keys(SUPABASE), ...Object.keys(DEPLOYMENT)]) vi.stubEnv(name, "");
    await expect(import("../../../next.config")).rejects.toThrow(/On Vercel \(VERCEL=1\)[\s\S]*SUPABASE_SERVICE_ROLE_KEY/);
    vi.resetModules();
    for (const name of Object.keys(SUPABASE)) vi.stubEnv(name, SUPABASE[name]);
    await expect(import("../../../next.config")).rejects.toThrow(/NEXT_PUBLIC_SITE_URL is not set, and on Vercel[\s\S]*CONTACT_FORWARD_EMAIL is not set, and on Vercel/);
  });

  it("shows remote images from the Supabase bucket site-images only, and only when Supabase is configured", async () => {
    const without = await loadConfig(false);
    expect(without.config.images?.remotePatterns).toEqual([]);
    const configured = await loadConfig(true, "https://abcd1234.supabase.co");
    expect(configured.config.images?.remotePatterns).toEqual([{ protocol: "https", hostname: "abcd1234.supabase.co", port: "", pathname: "/storage/v1/object/public/site-images/**" }]);
    expect(configured.policies[0]).toContain("img-src 'self' data: blob: https://abcd1234.supabase.co/storage/v1/object/public/site-images/;");
    expect(configured.config.images?.dangerouslyAllowLocalIP).toBe(false);
    expect((await loadConfig(false, "http://127.0.0.1:54321")).config.images?.dangerouslyAllowLocalIP).toBe(true);
  });
});

describe("a project screenshot in the bucket, as the project card renders it (next/image)", () => {
  /** The /_next/image request next/image writes for `src`, judged by Next's image optimizer with this site's configuration. */
  async function optimizerVerdict(src: string) {
    const { config } = await loadConfig(false, "https://abcd1234.supabase.co");
    const { imageConfigDefault } = await import("next/dist/shared/lib/image-config");
    const { getImgProps } = await import("next/dist/shared/lib/get-img-props");
    const defaultLoader = (await import("next/dist/shared/lib/image-loader")).default;
    const { ImageOptimizerCache } = await import("next/dist/server/image-optimizer");
    const images = { ...imageConfigDefault, ...config.images };
    const imgConf = { ...images, output: undefined, allSizes: [...images.deviceSizes, ...images.imageSizes].sort((a, b) => a - b) };
    const { props } = getImgProps({ src, alt: "", width: 1200, height: 800, sizes: "(min-width: 1024px) 400px, 80vw" }, { defaultLoader, imgConf, showAltText: false, blurComplete: false });
    const request = new URL(String(props.src), "https://northtide.studio");
    expect(request.pathname).toBe("/_next/image");
    const query = Object.fromEntries(request.searchParams);
    return ImageOptimizerCache.validateParams({ headers: { accept: "image/webp" } } as never, query, { ...config, images } as never, false);
  }

  it("is fetched and optimized by the site's image optimizer", async () => {
    const verdict = await optimizerVerdict("https://abcd1234.supabase.co/storage/v1/object/public/site-images/projects/harbourview.webp");
    expect(verdict).toMatchObject({ href: "https://abcd1234.supabase.co/storage/v1/object/public/site-images/projects/harbourview.webp", isAbsolute: true });
    expect(verdict).not.toHaveProperty("errorMessage");
  });

  it("an upload kept in DATA_DIR (/uploads/{sha256}.png) is optimized as a path on this site", async () => {
    const src = `/uploads/${"d".repeat(64)}.png`;
    expect(await optimizerVerdict(src)).toMatchObject({ href: src, isAbsolute: false });
  });

  it("is refused from any other place on that host or elsewhere", async () => {
    for (const src of ["https://abcd1234.supabase.co/storage/v1/object/public/other/a.webp", "https://cdn.example.com/a.webp"]) {
      expect(await optimizerVerdict(src)).toEqual({ errorMessage: '"url" parameter is not allowed' });
    }
  });
});

describe("next.config.ts under next dev", () => {
  it("next dev: every page but search and the admin area (the proxy's nonce) gets the fallback policy with eval", async () => {
    const { policiesFor } = await loadConfig(false, "", "development");
    for (const path of ["/", "/blog/", "/blog/some-post/", "/administration-tips/", "/searching/"]) {
      const policies = policiesFor(path);
      expect(policies, path).toHaveLength(1);
      expect(policies[0]).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval';");
      expect(policies[0]).toContain("default-src 'none'");
    }
    for (const path of ["/admin/", "/admin/sign-in/", "/search/"]) expect(policiesFor(path), path).toEqual([]);
  });
});
