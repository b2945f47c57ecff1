"use client";

import Link from "@/components/ui/intent-link";
import type { ShownLinkGroup } from "@/lib/shell/related-links";

/**
 * Groups of internal links, each a heading and its list: the footer's and the home page's hidden resources block.
 * Browser code, so that a page's payload carries the links as data rather than as their markup.
 */
export function LinkGroupLists({ groups, heading: Heading = "h2" }: { groups: ShownLinkGroup[]; heading?: "h2" | "h3" }) {
  return groups.map((group) => (
    <div key={group.id}>
      <Heading>{group.title}</Heading>
      <ul>
        {group.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.text}</Link>
          </li>
        ))}
      </ul>
    </div>
  ));
}
