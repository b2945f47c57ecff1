import Link from "@/components/ui/intent-link";
import type { PostSummary } from "@/lib/content";
import { CARD_PLACEHOLDER_CHARS, CARD_TAG_LIMIT, formatLongDate, placeholderText, truncateTitle } from "@/lib/blog/format";
import { inlineGeneratedCover } from "@/lib/images/artwork";
import { site } from "@/config/site";
import { NavigationPending } from "@/components/ui/navigation-pending";
import { CoverImage } from "./cover-image";
import { coverSource } from "./cover-source";
import { routes } from "@/config/routes";

const CARD_COVER_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

export function PostCard({ post, headingLevel = "h2", priority = false }: { post: PostSummary; headingLevel?: "h2" | "h3"; priority?: boolean }) {
  const Heading = headingLevel;
  const date = formatLongDate(post.published_at);
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
      <div className="card-body">
        <div className="post-card__meta">
          {post.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
            <span key={tag} className="tag-chip">{tag}</span>
          ))}
          <span className="text-muted">{date ? <time dateTime={post.published_at ?? undefined}>{date}</time> : "Draft"}</span>
        </div>
        <Heading className="post-card__title">{post.title}</Heading>
        {post.excerpt ? <p className="card-excerpt">{post.excerpt}</p> : null}
        <Link href={routes.article(post.slug)} className="card-link">
          {truncateTitle(post.title)}
          <span className="sr-only"> (read the article)</span>
          <NavigationPending label="Loading article" visibleLabel={false} />
        </Link>
      </div>
    </article>
  );
}
