import Link from "@/components/ui/intent-link";
import { headers } from "next/headers";
import { getContentSource } from "@/lib/content";
import { valueWithin } from "@/lib/deadline";
import { linkGroups, selectRelatedLinks, withBlogLinks, type InternalLink, type LinkGroup } from "@/lib/link-groups";
import { site } from "@/lib/site";
import { BrandMark, FacebookIcon, InstagramIcon, MailIcon } from "./icons";

/** How long the footer waits for the latest posts before it shows the blog group's standing links instead. */
export const FOOTER_POSTS_DEADLINE_MS = 300;

/**
 * The footer. Its blog group lists the latest posts when the content source answers within the deadline, and its
 * standing links otherwise, so a slow source never holds the page. It is rendered with the page, not streamed after
 * it: a late part means a second style and layout pass over the whole page in the browser.
 */
export async function SiteFooter() {
  const currentPath = (await headers()).get("x-pathname") ?? "/";
  const posts = await valueWithin(getContentSource().listPublishedPosts({ limit: 4 }), FOOTER_POSTS_DEADLINE_MS);
  const groups = withBlogLinks(linkGroups, posts?.ok ? posts.data : []);
  return <FooterView groups={selectRelatedLinks(groups, "footer", currentPath)} />;
}

function FooterLinks({ links }: { links: InternalLink[] }) {
  return (
    <ul className="mt-4 grid gap-3">
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className="block text-small leading-snug text-fg/85 transition-colors hover:text-accent">
            {link.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function FooterView({ groups }: { groups: LinkGroup[] }) {
  const year = new Date().getFullYear();
  return (
    <footer className="relative border-t border-border bg-surface/60">
      <div className="container-site grid gap-12 py-16 md:py-20 lg:grid-cols-[1.2fr_2fr]">
        <div className="max-w-sm">
          <Link href="/" className="flex items-center gap-2.5 font-semibold text-fg">
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
              <a href={site.socialUrl} target="_blank" rel="noopener noreferrer" aria-label={`${site.brand} on Facebook`} className="grid size-10 place-items-center rounded-full border border-border text-fg hover:border-accent hover:text-accent">
                <FacebookIcon className="size-4" />
              </a>
            </li>
            <li>
              <a href={site.photoSocialUrl} target="_blank" rel="noopener noreferrer" aria-label={`${site.brand} on Instagram`} className="grid size-10 place-items-center rounded-full border border-border text-fg hover:border-accent hover:text-accent">
                <InstagramIcon className="size-4" />
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-[1fr_1.7fr_0.9fr_0.8fr_1.1fr]">
          {groups.map((group) => (
            <div key={group.id}>
              <h2 className="text-eyebrow font-semibold tracking-[0.12em] text-muted uppercase">{group.title}</h2>
              <FooterLinks links={group.links} />
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="container-site flex flex-col gap-3 py-6 text-small text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} {site.brand}. All rights reserved.</p>
          <ul className="flex gap-5">
            <li><Link href="/privacy/" className="hover:text-fg">Privacy</Link></li>
            <li><Link href="/terms/" className="hover:text-fg">Terms</Link></li>
            <li><Link href="/sitemap/" className="hover:text-fg">Sitemap</Link></li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
