import type { NextConfig } from "next";
import { staticSecurityHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Lets parallel builds (and the e2e harness) use their own output folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  images: {
    qualities: [75, 85],
    formats: ["image/webp"],
  },
  async headers() {
    return [{ source: "/:path*", headers: staticSecurityHeaders }];
  },
  serverExternalPackages: ["@electric-sql/pglite", "ioredis"],
};

export default nextConfig;
