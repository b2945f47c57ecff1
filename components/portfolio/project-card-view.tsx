"use client";

import Link from "@/components/ui/intent-link";
import { NavigationPending } from "@/components/ui/navigation-pending";

/**
 * The text of a project's card: name, description and its link. Browser code, so that a page's payload carries the
 * three fields rather than the markup.
 */
export function ProjectCardBody({ name, description, href, headingLevel: Heading }: { name: string; description: string; href: string; headingLevel: "h2" | "h3" }) {
  return (
    <div className="card-body">
      <Heading className="text-h3 font-semibold">{name}</Heading>
      <p className="card-excerpt mt-2">{description}</p>
      <Link href={href} className="card-link">
        View project<span className="sr-only">: {name}</span>
        <NavigationPending label="Loading Project" />
      </Link>
    </div>
  );
}
