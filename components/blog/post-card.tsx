import type { PostSummary } from "@/lib/content";
import { CARD_PLACEHOLDER_CHARS, CARD_TAG_LIMIT, placeholderText } from "@/lib/blog/format";
import { inlineGeneratedCover } from "@/lib/images/artwork";
import { site } from "@/config/site";
import { CoverImage } from "./cover-image";
import { coverSource } from "./cover-source";
import { PostCardBody } from "./post-card-body";
import { routes } from "@/config/routes";

const CARD_COVER_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

export function PostCard({ post, headingLevel = "h2", priority = false }: { post: PostSummary; headingLevel?: "h2" | "h3"; priority?: boolean }) {
  const inlineCover = priority ? inlineGeneratedCover(post, site.brand) : null;
  return (
    <article className="group post-card">
      {inlineCover ? (
        // The site's own cover drawn inside the page, so the first card paints with it (lib/images/artwork.ts).
        <div className="post-card__cover" aria-hidden="true" dangerouslySetInnerHTML={{ __html: inlineCover }} />
      ) : (
        <CoverImage
          {...coverSource(post.cover_image_url, 600, 300, CARD_COVER_SIZES)}
          placeholderText={placeholderText(post.title, CARD_PLACEHOLDER_CHARS)}
          alt=""
          width={600}
          height={300}
          priority={priority}
          className="post-card__cover"
        />
      )}
      <PostCardBody
        title={post.title}
        excerpt={post.excerpt || null}
        tags={post.tags.slice(0, CARD_TAG_LIMIT)}
        publishedAt={post.published_at ?? null}
        href={routes.article(post.slug)}
        headingLevel={headingLevel}
      />
    </article>
  );
}
