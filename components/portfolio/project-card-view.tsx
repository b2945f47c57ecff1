"use client";

import Link from "@/components/ui/intent-link";
import { NavigationPending } from "@/components/ui/navigation-pending";
import type { OptimizedSource } from "@/components/ui/optimized-image";

/**
 * A project's card: its screenshot (the addresses the server worked out with the image optimizer), name, description
 * and link. Browser code, so that a page's payload carries these fields rather than the card's markup.
 */
export function ProjectCardView({ name, description, href, headingLevel: Heading, shot, eager = false }: { name: string; description: string; href: string; headingLevel: "h2" | "h3"; shot: (OptimizedSource & { alt: string }) | null; eager?: boolean }) {
  return (
    <article className="project-card">
      {shot ? (
        // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt among them
        <img {...shot} width={1200} height={800} loading={eager ? "eager" : "lazy"} fetchPriority={eager ? "high" : undefined} decoding="async" className="project-card__shot" />
      ) : (
        <div className="grid aspect-[3/2] w-full place-items-center bg-surface-2 text-small font-medium text-muted">No Preview</div>
      )}
      <div className="card-body">
        <Heading className="text-h3 font-semibold">{name}</Heading>
        <p className="card-excerpt mt-2">{description}</p>
        <Link href={href} className="card-link">
          View project<span className="sr-only">: {name}</span>
          <NavigationPending label="Loading Project" />
        </Link>
      </div>
    </article>
  );
}
