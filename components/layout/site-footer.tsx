import { keepPageUntil } from "@/lib/content/page-cache";
import { startOfNextYear } from "@/lib/content/cache-window";
import { linkGroups } from "@/lib/shell/link-groups";
import { shownLinkGroups } from "@/lib/shell/related-links";
import { staticPages } from "@/config/pages";
import { FooterBody } from "./footer-body";

/** The footer shows 2 links a group (3 of the journal); one more of each is sent in case one is the current page. */
const FOOTER_CANDIDATES = { perGroup: 3, blog: 4 };

/**
 * The footer: the site's standing link groups. It reads no content, so that a content edit expires only the pages that
 * show the content; the copyright year is why every page is rendered again when a new year begins.
 */
export async function SiteFooter() {
  await keepPageUntil(startOfNextYear());
  const groups = shownLinkGroups(linkGroups.map((group) => ({ ...group, links: group.links.slice(0, group.id === "blog" ? FOOTER_CANDIDATES.blog : FOOTER_CANDIDATES.perGroup) })));
  const year = new Date().getFullYear();
  // Its look is app/globals.css ("Footer"): the markup carries no class tables.
  return (
    <footer className="site-footer">
      <FooterBody groups={groups} year={year} barLinks={staticPages.filter((page) => page.footerBar).map((page) => ({ href: page.path, label: page.label }))} />
    </footer>
  );
}
