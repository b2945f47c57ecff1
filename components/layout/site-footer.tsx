import Link from "@/components/ui/intent-link";
import { keepPageUntil } from "@/lib/content/page-cache";
import { startOfNextYear } from "@/lib/content/cache-window";
import { linkGroups, type LinkGroup } from "@/lib/shell/link-groups";
import { pages, staticPages } from "@/config/pages";
import { site } from "@/config/site";
import { FooterLinkGroups } from "./footer-link-groups";
import { BrandMark, FacebookIcon, InstagramIcon, MailIcon } from "@/components/ui/icons/chrome";
import { buttonClasses } from "@/components/ui/button-classes";

/** The footer shows 2 links a group (3 of the journal); one more of each is sent in case one is the current page. */
const FOOTER_CANDIDATES = { perGroup: 3, blog: 4 };

/**
 * The footer: the site's standing link groups. It reads no content, so that a content edit expires only the pages that
 * show the content; the copyright year is why every page is rendered again when a new year begins.
 */
export async function SiteFooter() {
  await keepPageUntil(startOfNextYear());
  const groups = linkGroups.map((group) => ({
    ...group,
    links: group.links.slice(0, group.id === "blog" ? FOOTER_CANDIDATES.blog : FOOTER_CANDIDATES.perGroup),
  }));
  return <FooterView groups={groups} />;
}

function FooterView({ groups }: { groups: LinkGroup[] }) {
  const year = new Date().getFullYear();
  // Opaque, the tint of the surface at 60% over the page: the background particles must not show through its text.
  return (
    <footer className="relative border-t border-border bg-[color-mix(in_oklab,var(--surface)_60%,var(--bg))]">
      <div className="container-site grid gap-12 py-16 md:py-20 lg:grid-cols-[1.2fr_2fr]">
        <div className="max-w-sm">
          <Link href={pages.home.path} className="flex items-center gap-2.5 font-semibold text-fg">
            <BrandMark className="size-8" />
            <span className="text-[1.0625rem]">{site.brand}</span>
          </Link>
          <p className="mt-4 text-small text-muted">{site.tagline}</p>
          <ul className="mt-6 flex items-center gap-2" aria-label="Contact and social">
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex h-10 items-center gap-2 rounded-full border border-border px-4 text-small font-medium text-fg hover:border-accent hover:text-accent">
                <MailIcon className="size-4" />
                {site.email}
              </a>
            </li>
            <li>
              <a href={site.socialUrl} target="_blank" rel="noopener noreferrer" aria-label={`${site.brand} on Facebook`} className={buttonClasses("outline", "icon", "size-10")}>
                <FacebookIcon className="size-4" />
              </a>
            </li>
            <li>
              <a href={site.photoSocialUrl} target="_blank" rel="noopener noreferrer" aria-label={`${site.brand} on Instagram`} className={buttonClasses("outline", "icon", "size-10")}>
                <InstagramIcon className="size-4" />
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-[1fr_1.7fr_0.9fr_0.8fr_1.1fr]">
          <FooterLinkGroups groups={groups} />
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="container-site flex flex-col gap-3 py-6 text-small text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} {site.brand}. All rights reserved.</p>
          <ul className="flex gap-5">
            {staticPages.filter((page) => page.footerBar).map((page) => (
              <li key={page.path}><Link href={page.path} className="hover:text-fg">{page.label}</Link></li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
