"use client";

import Link from "@/components/ui/intent-link";
import { NavigationPending } from "@/components/ui/navigation-pending";
import { CARD_PLACEHOLDER_CHARS, formatLongDate, placeholderText, truncateTitle } from "@/lib/blog/format";
import { CoverImage } from "./cover-image";

/**
 * A card's cover: where it is shown from (components/blog/cover-source.ts), or the site's own cover as the server drew
 * it inside the page (`drawn`, lib/images/artwork.ts), so that the first card paints with it.
 */
export type CardCover = { src: string | null; srcSet?: string; sizes?: string; priority?: boolean } | { drawn: string };

/**
 * A post's card: its cover, tags, date, title, excerpt and link. Browser code, so that a page's payload carries each
 * card's few fields rather than its markup.
 */
export function PostCardView({ title, excerpt, tags, publishedAt, href, headingLevel: Heading, cover }: { title: string; excerpt: string | null; tags: string[]; publishedAt: string | null; href: string; headingLevel: "h2" | "h3"; cover: CardCover }) {
  const date = formatLongDate(publishedAt);
  return (
    <article className="group post-card">
      {"drawn" in cover ? (
        <div className="post-card__cover" aria-hidden="true" dangerouslySetInnerHTML={{ __html: cover.drawn }} />
      ) : (
        <CoverImage {...cover} placeholderText={placeholderText(title, CARD_PLACEHOLDER_CHARS)} alt="" width={600} height={300} className="post-card__cover" />
      )}
      <div className="card-body">
        <div className="post-card__meta">
          {tags.map((tag) => (
            <span key={tag} className="tag-chip">{tag}</span>
          ))}
          <span className="text-muted">{date ? <time dateTime={publishedAt ?? undefined}>{date}</time> : "Draft"}</span>
        </div>
        <Heading className="post-card__title">{title}</Heading>
        {excerpt ? <p className="card-excerpt">{excerpt}</p> : null}
        <Link href={href} className="card-link">
          {truncateTitle(title)}
          <span className="sr-only"> (read the article)</span>
          <NavigationPending label="Loading article" visibleLabel={false} />
        </Link>
      </div>
    </article>
  );
}
