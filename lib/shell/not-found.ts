import type { Metadata } from "next";

/** The three not-found pages: an unknown path (also an unknown region or demo), a missing article, a missing project. */
export type NotFoundKind = "page" | "article" | "project";

/** Each kind's heading, which is also its title: the product names "An Error Occurred" for a missing article. */
export const NOT_FOUND_TITLES: Record<NotFoundKind, string> = {
  page: "Page Not Found",
  article: "An Error Occurred",
  project: "Project Not Found",
};

export const ARTICLE_NOT_FOUND_TEXT = "The blog post you are looking for could not be found. It might have been moved or deleted.";
export const PROJECT_NOT_FOUND_TEXT = "The project you're looking for doesn't exist or may have been moved.";

/** A not-found page's metadata: its kind's title, kept out of search results while its links are still followed. */
export function notFoundMetadata(kind: NotFoundKind): Metadata {
  return { title: NOT_FOUND_TITLES[kind], robots: { index: false, follow: true } };
}
