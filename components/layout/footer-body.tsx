"use client";

import { usePathname } from "next/navigation";
import Link from "@/components/ui/intent-link";
import { BrandMark, FacebookIcon, InstagramIcon, MailIcon } from "@/components/ui/icons/chrome";
import { browserPages, publicPathname } from "@/config/browser-routes";
import { siteContact } from "@/config/site-contact";
import { footerLinks, type ShownLinkGroup } from "@/lib/shell/related-links";
import { LinkGroupLists } from "./link-group-lists";

/**
 * The footer's brand, contact details, link groups and closing bar, browser code so that the page's payload carries
 * only the groups, the year and the bar's links, not this markup. The groups leave out the page the visitor is on: the
 * footer is rendered once per page into the cache, where no request says which page it is, so the current path is
 * read here, in the browser and while prerendering.
 */
export function FooterBody({ groups, year, barLinks }: { groups: ShownLinkGroup[]; year: number; barLinks: { href: string; label: string }[] }) {
  const current = publicPathname(usePathname() ?? "/");
  const { brand, email, tagline, socialUrl, photoSocialUrl } = siteContact;
  return (
    <>
      <div className="container-site site-footer__top">
        <div className="site-footer__about">
          <Link href={browserPages.home} className="brand-link">
            <BrandMark className="size-8" />
            {brand}
          </Link>
          <p>{tagline}</p>
          <ul aria-label="Contact and social">
            <li>
              <a href={`mailto:${email}`}>
                <MailIcon className="size-4" />
                {email}
              </a>
            </li>
            <li className="site-footer__social">
              <a href={socialUrl} target="_blank" rel="noopener noreferrer" aria-label={`${brand} on Facebook`}>
                <FacebookIcon className="size-4" />
              </a>
            </li>
            <li className="site-footer__social">
              <a href={photoSocialUrl} target="_blank" rel="noopener noreferrer" aria-label={`${brand} on Instagram`}>
                <InstagramIcon className="size-4" />
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label="Footer">
          <LinkGroupLists groups={footerLinks(groups, current)} />
        </nav>
      </div>
      <div className="site-footer__bar">
        <div className="container-site">
          <p>© {year} {brand}. All rights reserved.</p>
          <ul>
            {barLinks.map((link) => (
              <li key={link.href}><Link href={link.href}>{link.label}</Link></li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
