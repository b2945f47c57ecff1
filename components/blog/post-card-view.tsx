"use client";

import Link from "@/components/ui/intent-link";
import { NavigationPending } from "@/components/ui/navigation-pending";
import { formatLongDate, truncateTitle } from "@/lib/blog/format";

/**
 * The text of a post's card: tags, date, title, excerpt and its link. Browser code, so that a page's payload carries
 * each card's few fields rather than its markup.
 */
export function PostCardBody({ title, excerpt, tags, publishedAt, href, headingLevel: Heading }: { title: string; excerpt: string | null; tags: string[]; publishedAt: string | null; href: string; headingLevel: "h2" | "h3" }) {
  const date = formatLongDate(publishedAt);
  return (
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
  );
}
