import type { Metadata } from "next";

/** The three not-found pages: an unknown path (also an unknown region or demo), a missing article, a missing project. */
export type NotFoundKind = "page" | "article" | "project";

/**
 * Each kind's page title, which says what happened. The page's heading is the same, except for a missing article,
 * whose heading is ARTICLE_ERROR_HEADING (components/blog/article-error-state.tsx).
 */
export const NOT_FOUND_TITLES: Record<NotFoundKind, string> = {
  page: "Page Not Found",
  article: "Post Not Found",
  project: "Project Not Found",
};

/** The heading of an article that cannot be shown, missing or failing, as the product names it; a failing one's title too. */
export const ARTICLE_ERROR_HEADING = "An Error Occurred";

export const ARTICLE_NOT_FOUND_TEXT = "The blog post you are looking for could not be found. It might have been moved or deleted.";
export const PROJECT_NOT_FOUND_TEXT = "The project you're looking for doesn't exist or may have been moved.";

/** A not-found page's metadata: its kind's title, kept out of search results while its links are still followed. */
export function notFoundMetadata(kind: NotFoundKind): Metadata {
  return { title: NOT_FOUND_TITLES[kind], robots: { index: false, follow: true } };
}

/** An article that failed to load: the error's heading as its title, out of search results like a missing one. */
export const articleErrorMetadata: Metadata = { title: ARTICLE_ERROR_HEADING, robots: { index: false, follow: true } };
