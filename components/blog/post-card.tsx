import type { PostSummary } from "@/lib/content";
import { CARD_TAG_LIMIT } from "@/lib/blog/format";
import { inlineGeneratedCover } from "@/lib/images/artwork";
import { site } from "@/config/site";
import { coverSource } from "./cover-source";
import { PostCardView } from "./post-card-view";
import { routes } from "@/config/routes";

const CARD_COVER_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

export function PostCard({ post, headingLevel = "h2", priority = false }: { post: PostSummary; headingLevel?: "h2" | "h3"; priority?: boolean }) {
  const inlineCover = priority ? inlineGeneratedCover(post, site.brand) : null;
  return (
    <PostCardView
      title={post.title}
      excerpt={post.excerpt || null}
      tags={post.tags.slice(0, CARD_TAG_LIMIT)}
      publishedAt={post.published_at ?? null}
      href={routes.article(post.slug)}
      headingLevel={headingLevel}
      cover={inlineCover ? { drawn: inlineCover } : { ...coverSource(post.cover_image_url, 600, 300, CARD_COVER_SIZES), ...(priority ? { priority } : {}) }}
    />
  );
}
