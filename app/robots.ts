import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/config/site";

/** A standard robots.txt (RFC 9309): one group for every crawler, then the sitemap. No `Host:` line, which is not part of the standard. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api/", "/template/", "/search/"] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
