import type { Metadata } from "next";
import { routes } from "@/config/routes";
import { pageMetadata } from "./metadata";
import { JOURNAL_KEYWORDS } from "./keywords";
import { ogImagePath } from "./og";

/** The journal's metadata; each page of it is its own canonical URL (/blog/, /blog/?page=2, ...). */
export function journalMetadata(page: number): Metadata {
  return pageMetadata({
    title: page > 1 ? `Journal, Page ${page}: Web Design, AI Automation and SEO Insights` : "Journal: Web Design, AI Automation and SEO Insights",
    description: "Practical articles on web design, AI automation, SEO and digital transformation for businesses in Cebu, the Philippines, Vancouver and Canada.",
    path: routes.blogPage(page),
    keywords: JOURNAL_KEYWORDS,
    image: ogImagePath("page", "blog"),
  });
}
