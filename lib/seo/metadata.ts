import type { Metadata } from "next";
import { absoluteUrl, site } from "@/config/site";
import { ogImagePath } from "./og";
import { routes } from "@/config/routes";
import { staticPageAt } from "@/config/pages";

/** The journal's RSS feed, announced in every page's head. */
export const feedAlternate = { "application/rss+xml": [{ url: routes.feed, title: `${site.brand} Journal` }] };

export type PageMetadataInput = {
  title: string;
  description: string;
  /** Site path with its trailing slash, e.g. "/about/". */
  path: string;
  /** Every page sets keywords (docs/product.md, "Search metadata"); pages with content derive them in lib/seo/keywords.ts. */
  keywords: string[];
  ogType?: "website" | "article";
  /** Absolute or site-relative image (see ogImagePath); defaults to the social image of the static page at `path` (config/pages.ts), else the home page's. */
  image?: string;
  noindex?: boolean;
  /** Use the title as given, without the " | {brand}" template. */
  absoluteTitle?: boolean;
  publishedTime?: string;
  modifiedTime?: string;
};

/** Metadata of one page: title, description, keywords, canonical URL, Open Graph and Twitter card. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const url = absoluteUrl(input.path);
  const staticPage = staticPageAt(input.path);
  const images = [{ url: input.image ?? ogImagePath("page", staticPage?.social ? staticPage.name : "home"), width: 1200, height: 630, alt: input.title }];
  const title = input.absoluteTitle ? { absolute: input.title } : input.title;
  const fullTitle = input.absoluteTitle ? input.title : `${input.title} | ${site.brand}`;
  return {
    title,
    description: input.description,
    keywords: input.keywords,
    alternates: { canonical: url, types: feedAlternate },
    robots: input.noindex ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: {
      type: input.ogType ?? "website",
      url,
      title: fullTitle,
      description: input.description,
      siteName: site.brand,
      locale: site.locale,
      images,
      ...(input.ogType === "article" ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime } : {}),
    },
    twitter: { card: "summary_large_image", title: fullTitle, description: input.description, images: images.map((image) => image.url) },
  };
}
