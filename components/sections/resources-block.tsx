import { LinkGroupLists } from "@/components/layout/link-group-lists";
import { linkGroups, selectRelatedLinks } from "@/lib/shell/link-groups";
import { shownLinkGroups } from "@/lib/shell/related-links";

/** The hidden resources block: related internal links for crawlers and screen readers, not shown on screen. */
export function ResourcesBlock({ currentPath }: { currentPath: string }) {
  const groups = shownLinkGroups(selectRelatedLinks(linkGroups, "detailed", currentPath));
  return (
    <nav aria-label="Resources" className="sr-only">
      <h2>Resources</h2>
      <LinkGroupLists groups={groups} heading="h3" />
    </nav>
  );
}
