import { routes, type StaticPageName } from "./routes";
import { site } from "./site";

/**
 * Where the site's static pages are listed: every page under app/(site) with no content source behind it (articles,
 * projects and the regional pages are listed from their own data), by the name config/routes.ts gives its path. The
 * main navigation, the footer, the XML sitemap, the HTML sitemap page and the assistant's links take their paths and
 * names from here. Plain data with no server imports: the header, a client component, reads it.
 */

/** How /sitemap.xml lists a page: its place among the static pages there, its priority and change frequency. */
export type XmlSitemapEntry = { position: number; priority: number; changeFrequency: "weekly" };

type Listing = {
  /** The page's name where pages are listed: the HTML sitemap and the footer's link groups. */
  title: string;
  /** The short name of the main navigation and the footer's bottom row. */
  label: string;
  /** In the main navigation, in the order of this list. */
  nav: boolean;
  /** In the footer's bottom row, in the order of this list. */
  footerBar: boolean;
  /** Listed on the HTML sitemap page (/sitemap/), in the order of this list. */
  sitemapPage: boolean;
  /** Listed in /sitemap.xml; null for a page search engines are not sent to. */
  sitemapXml: XmlSitemapEntry | null;
};

export type StaticPage = Listing & {
  /** The page's path in config/routes.ts, with its trailing slash. */
  path: string;
};

const weekly = (position: number, priority = 0.8): XmlSitemapEntry => ({ position, priority, changeFrequency: "weekly" });

const listings = {
  home: { title: "Home", label: "Home", nav: true, footerBar: false, sitemapPage: true, sitemapXml: weekly(1, 1) },
  about: { title: "About", label: "About", nav: true, footerBar: false, sitemapPage: true, sitemapXml: weekly(2) },
  services: { title: "Services", label: "Services", nav: true, footerBar: false, sitemapPage: true, sitemapXml: weekly(3) },
  portfolio: { title: "Portfolio", label: "Portfolio", nav: true, footerBar: false, sitemapPage: true, sitemapXml: weekly(4) },
  demo: { title: "Interactive Demos", label: "Demo", nav: true, footerBar: false, sitemapPage: true, sitemapXml: weekly(7) },
  blog: { title: "Journal", label: "Blog", nav: true, footerBar: false, sitemapPage: true, sitemapXml: weekly(5) },
  contact: { title: "Contact", label: "Contact", nav: true, footerBar: false, sitemapPage: true, sitemapXml: weekly(6) },
  // Results differ with every query: the page is noindex, so search engines are not sent to it.
  search: { title: "Search", label: "Search", nav: false, footerBar: false, sitemapPage: true, sitemapXml: null },
  // Reached from the chat button on every page rather than from the lists.
  assistant: { title: `Ask ${site.assistantName}`, label: site.assistantName, nav: false, footerBar: false, sitemapPage: false, sitemapXml: null },
  privacy: { title: "Privacy Policy", label: "Privacy", nav: false, footerBar: true, sitemapPage: true, sitemapXml: weekly(8) },
  terms: { title: "Terms of Use", label: "Terms", nav: false, footerBar: true, sitemapPage: true, sitemapXml: weekly(9) },
  // The HTML sitemap does not list itself.
  sitemap: { title: "Sitemap", label: "Sitemap", nav: false, footerBar: true, sitemapPage: false, sitemapXml: weekly(10) },
} as const satisfies Record<StaticPageName, Listing>;

/** Each static page's listing with its path, by the page's name. */
export const pages = Object.fromEntries(Object.entries(listings).map(([name, listing]) => [name, { path: routes[name as StaticPageName], ...listing }])) as {
  [Name in StaticPageName]: (typeof listings)[Name] & { path: (typeof routes)[Name] };
};

/** Every static page, in the order of the navigation and the HTML sitemap. */
export const staticPages: readonly StaticPage[] = Object.values(pages);

/** The pages of /sitemap.xml, in that file's order. */
export const xmlSitemapPages = (): (StaticPage & { sitemapXml: XmlSitemapEntry })[] =>
  staticPages.filter((page): page is StaticPage & { sitemapXml: XmlSitemapEntry } => page.sitemapXml !== null).sort((a, b) => a.sitemapXml.position - b.sitemapXml.position);
