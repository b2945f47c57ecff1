"use client";

import { usePathname } from "next/navigation";
import Link from "@/components/ui/intent-link";
import { publicPathname } from "@/config/browser-routes";
import { footerLinks, type FooterLinkGroup } from "@/lib/shell/related-links";

/**
 * The footer's link groups without the page the visitor is on. The footer is rendered once per page into the cache,
 * where no request says which page it is, so the current path is read here, in the browser and while prerendering.
 */
export function FooterLinkGroups({ groups }: { groups: FooterLinkGroup[] }) {
  const current = publicPathname(usePathname() ?? "/");
  return (
    <>
      {footerLinks(groups, current).map((group) => (
        <div key={group.id}>
          <h2>{group.title}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.text}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
