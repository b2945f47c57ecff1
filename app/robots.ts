import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/config/site";
import { areas, routes } from "@/config/routes";

/** A standard robots.txt (RFC 9309): one group for every crawler, then the sitemap. No `Host:` line, which is not part of the standard. */
export default function robots(): MetadataRoute.Robots {
  return {
    // The admin area's prefix without its slash, so that /admin itself is disallowed too.
    rules: [{ userAgent: "*", allow: "/", disallow: [areas.admin.slice(0, -1), areas.api, areas.templates, routes.search] }],
    sitemap: absoluteUrl(routes.sitemapXml),
  };
}
