import path from "node:path";
import type { NextConfig } from "next";
import { buildFolder } from "./config/build-folder.mjs";
import { assertEnvironment } from "./config/env";
import { isDevelopment } from "./config/framework";
import { areas, headerSources, routePatterns, routes } from "./config/routes";
import { publicSupabaseUrl } from "./config/public-env.mjs";
import { buildAssetHeaders, staticSecurityHeaders } from "./lib/security/headers";
import { siteImagesOnLoopback, siteImagesRemotePatterns } from "./lib/images/site-images.mjs";
import { regeneratedPagePolicy } from "./lib/security/csp.mjs";

// An incomplete configuration fails here, before anything is compiled, with a message naming what to set: on Vercel
// without Supabase's inquiry store, say, every lead would be refused (config/env.ts). `next start` and `next dev` load
// this file too, so they refuse the same configurations.
const environment = assertEnvironment(process.env);

/**
 * On Vercel, Next never calls the cache handler for pages: a page Vercel renders at run time (regenerated after an
 * edit, or a new slug) leaves with only these headers, and its inline scripts are unknown here. So on Vercel every
 * response but the build's assets also carries a policy that lets a Next page run without hashes; the pages from the
 * build carry their strict one as well (lib/next-internals/csp-build.mjs), and a browser enforces both.
 */
const onVercel = environment.platform.name === "vercel";

/**
 * `next dev` caches nothing, and the proxy runs only for the requests it has a job for (proxy.ts), so it cannot give
 * every page a nonce there. In development every page but search and the admin area (which keep the proxy's nonce)
 * carries the fallback policy with eval allowed, which Next's development runtime needs.
 */
const dev = isDevelopment;
const nonceSections = [areas.admin, routes.search].map((prefix) => `${prefix.slice(1, -1)}(?:/|$)`);
const DEV_POLICY_SOURCE = `/:path((?!${nonceSections.join("|")}).*)`;

const nextConfig: NextConfig = {
  trailingSlash: true,
  poweredByHeader: false,
  // Next's ETag (on by default): a repeat visit to a cached page is answered 304 (docs/performance.md, "Repeat visits").
  generateEtags: true,
  reactStrictMode: true,
  // Lets parallel builds (and the e2e harness) use their own output folder.
  distDir: buildFolder(),
  // Self-hosted, every page written to the cache gets the policy of its own HTML (lib/server/cache-handler.mjs).
  // Not on Vercel: it never calls a cache handler for pages, and one set here would replace Vercel's own data cache,
  // through which revalidateTag reaches the pages Vercel keeps.
  cacheHandler: onVercel ? undefined : path.resolve(process.cwd(), "lib/server/cache-handler.mjs"),
  images: {
    qualities: [75, 85],
    // No image is drawn wider than 640 CSS px, and the largest source is 2400 px: 1920 covers three device pixels a
    // CSS pixel. Each width is one more entry in every srcset, sent in the HTML of every card: steps of about 1.5×
    // (a phone may fetch up to half again the pixels it draws) rather than Next's eight.
    deviceSizes: [640, 828, 1200, 1920],
    formats: ["image/webp"],
    // The one remote host: public URLs of the Supabase bucket site-images, when Supabase is configured. The admin's
    // uploads without Supabase are paths on this site (/uploads/...), which next/image takes like public/'s.
    remotePatterns: siteImagesRemotePatterns(publicSupabaseUrl()),
    // A project on this machine (local `supabase start`, the e2e stand-in) is on a loopback address, which next/image
    // refuses to fetch from unless told; the patterns above still allow that one host and path only.
    dangerouslyAllowLocalIP: siteImagesOnLoopback(publicSupabaseUrl()),
  },
  async headers() {
    const headers = onVercel ? [...staticSecurityHeaders, { key: "Content-Security-Policy", value: regeneratedPagePolicy() }] : staticSecurityHeaders;
    const rules: { source: string; headers: typeof headers }[] = [
      { source: headerSources.buildAssets, headers: buildAssetHeaders },
      { source: headerSources.allButBuildAssets, headers },
      // The marquee's sprite and the illustrations home draws as they are have no hash in their names: a day's cache,
      // as the covers have, not a check on every visit.
      ...[routes.techSprite, routes.illustration(":name")].map((source) => ({ source, headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }] })),
    ];
    if (dev) rules.push({ source: DEV_POLICY_SOURCE, headers: [{ key: "Content-Security-Policy", value: regeneratedPagePolicy({ dev }) }] });
    return rules;
  },
  // resend: loaded from node_modules as it is, so that its optional import of @react-email/render (not installed; the
  // lead alerts send plain text) stays a run-time import it catches, not a module the bundler must resolve.
  serverExternalPackages: ["@electric-sql/pglite", "ioredis", "resend"],
  // The Open Graph images are drawn at run time with fonts read from disk (lib/seo/og-fonts.ts).
  outputFileTracingIncludes: { [routePatterns.ogImage]: ["./lib/seo/fonts/*.ttf"] },
};

export default nextConfig;
