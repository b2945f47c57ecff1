import { ArticleErrorState } from "@/components/blog/article-error-state";
import { ProjectError } from "@/components/portfolio/project-error";
import { keepNotFoundBriefly } from "@/lib/content/page-cache";
import { ARTICLE_NOT_FOUND_TEXT, PROJECT_NOT_FOUND_TEXT, type NotFoundKind } from "@/lib/shell/not-found";
import { NotFoundContent } from "./not-found-content";
import { NotFoundStatus } from "./not-found-status";

/**
 * What a page renders for something that does not exist, in place of calling `notFound()` (see NotFoundStatus): its
 * kind's message inside the main layout, answered with 404 and cached briefly.
 */
export async function NotFoundPage({ kind }: { kind: NotFoundKind }) {
  await keepNotFoundBriefly();
  return (
    <>
      {kind === "article" ? <ArticleErrorState message={ARTICLE_NOT_FOUND_TEXT} /> : kind === "project" ? <ProjectError message={PROJECT_NOT_FOUND_TEXT} /> : <NotFoundContent />}
      <NotFoundStatus />
    </>
  );
}
