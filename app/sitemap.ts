import type { MetadataRoute } from "next";
import { listIndexablePages } from "@/lib/seo/site-pages";
import { absoluteUrl } from "@/config/site";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await listIndexablePages();
  return pages.map((page) => ({
    url: absoluteUrl(page.path),
    lastModified: page.lastModified,
    changeFrequency: page.changeFrequency ?? (page.kind === "article" ? "monthly" : "weekly"),
    priority: page.priority ?? (page.kind === "region" ? 0.8 : 0.6),
  }));
}
