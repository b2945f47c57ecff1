import Link from "@/components/ui/intent-link";
import { keepPageUntil } from "@/lib/content/page-cache";
import { startOfNextYear } from "@/lib/content/cache-window";
import { linkGroups } from "@/lib/shell/link-groups";
import type { FooterLinkGroup } from "@/lib/shell/related-links";
import { pages, staticPages } from "@/config/pages";
import { site } from "@/config/site";
import { FooterLinkGroups } from "./footer-link-groups";
import { BrandMark, FacebookIcon, InstagramIcon, MailIcon } from "@/components/ui/icons/chrome";

/** The footer shows 2 links a group (3 of the journal); one more of each is sent in case one is the current page. */
const FOOTER_CANDIDATES = { perGroup: 3, blog: 4 };

/**
 * The footer: the site's standing link groups. It reads no content, so that a content edit expires only the pages that
 * show the content; the copyright year is why every page is rendered again when a new year begins.
 */
export async function SiteFooter() {
  await keepPageUntil(startOfNextYear());
  // Only what the footer shows goes to the browser, in the page's payload: no icon, no priority.
  const groups = linkGroups.map(({ id, title, links }) => ({
    id,
    title,
    links: links.slice(0, id === "blog" ? FOOTER_CANDIDATES.blog : FOOTER_CANDIDATES.perGroup).map(({ href, text }) => ({ href, text })),
  }));
  return <FooterView groups={groups} />;
}

function FooterView({ groups }: { groups: FooterLinkGroup[] }) {
  const year = new Date().getFullYear();
  // Its look is app/globals.css ("Footer"): the markup, sent in the HTML and again in the payload, carries no class tables.
  return (
    <footer className="site-footer">
      <div className="container-site site-footer__top">
        <div className="site-footer__about">
          <Link href={pages.home.path} className="brand-link">
            <BrandMark className="size-8" />
            {site.brand}
          </Link>
          <p>{site.tagline}</p>
          <ul aria-label="Contact and social">
            <li>
              <a href={`mailto:${site.email}`}>
                <MailIcon className="size-4" />
                {site.email}
              </a>
            </li>
            <li className="site-footer__social">
              <a href={site.socialUrl} target="_blank" rel="noopener noreferrer" aria-label={`${site.brand} on Facebook`}>
                <FacebookIcon className="size-4" />
              </a>
            </li>
            <li className="site-footer__social">
              <a href={site.photoSocialUrl} target="_blank" rel="noopener noreferrer" aria-label={`${site.brand} on Instagram`}>
                <InstagramIcon className="size-4" />
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label="Footer">
          <FooterLinkGroups groups={groups} />
        </nav>
      </div>
      <div className="site-footer__bar">
        <div className="container-site">
          <p>© {year} {site.brand}. All rights reserved.</p>
          <ul>
            {staticPages.filter((page) => page.footerBar).map((page) => (
              <li key={page.path}><Link href={page.path}>{page.label}</Link></li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
