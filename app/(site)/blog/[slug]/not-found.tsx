import { ArticleErrorState } from "@/components/blog/article-error-state";

export default function ArticleNotFound() {
  return <ArticleErrorState message="Blog post not found. It might have been moved or deleted." />;
}
