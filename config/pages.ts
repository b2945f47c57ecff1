import { browserPages } from "./browser-routes.ts";
import { founder } from "./founder.ts";
import { siteContact } from "./site-contact.ts";

/**
 * The registry of the site's static pages: every page under app/(site) with no content source behind it (articles,
 * projects and the regional pages are listed from their own data), each under one name with everything that follows
 * from it: its path (config/routes.ts takes the static pages' paths from here), its names in the navigation, the
 * footer, both sitemaps and breadcrumb trails, and the social image drawn for it. Adding a page is its page file and
 * one entry here. It imports only by relative paths with their extension, since the chat Edge Function deploys with
 * config/routes.ts; the pages that browser code links to take their path from config/browser-routes.ts.
 */

/** How /sitemap.xml lists a page: its place among the static pages there, its priority and change frequency. */
export type XmlSitemapEntry = { position: number; priority: number; changeFrequency: "weekly" };

/** What the page's social image (app/og, 1200x630) says; a page without one shares the home page's. */
export type SocialSubject = { eyebrow: string; title: string; subtitle?: string };

type PageEntry = {
  /** The page's path, with its trailing slash. */
  path: string;
  /** The page's name where pages are listed: the HTML sitemap and the footer's link groups. */
  title: string;
  /** The short name of the main navigation, the footer's bottom row and breadcrumb trails. */
  label: string;
  /** In the main navigation, in the order of this list. */
  nav: boolean;
  /** In the footer's bottom row, in the order of this list. */
  footerBar: boolean;
  /** Listed on the HTML sitemap page (/sitemap/), in the order of this list. */
  sitemapPage: boolean;
  /** Listed in /sitemap.xml; null for a page search engines are not sent to. */
  sitemapXml: XmlSitemapEntry | null;
  social?: SocialSubject;
};

const weekly = (position: number, priority = 0.8): XmlSitemapEntry => ({ position, priority, changeFrequency: "weekly" });

export const pages = {
  home: {
    path: browserPages.home,
    title: "Home",
    label: "Home",
    nav: true,
    footerBar: false,
    sitemapPage: true,
    sitemapXml: weekly(1, 1),
    social: { eyebrow: "Web design · AI automation · Digital transformation", title: "Premium websites and practical AI for ambitious businesses", subtitle: "A one-person studio working between Cebu and Vancouver." },
  },
  about: {
    path: browserPages.about,
    title: "About",
    label: "About",
    nav: true,
    footerBar: false,
    sitemapPage: true,
    sitemapXml: weekly(2),
    social: { eyebrow: "About", title: `${founder.name}, the IT generalist behind ${siteContact.brand}` },
  },
  services: { path: browserPages.services, title: "Services", label: "Services", nav: true, footerBar: false, sitemapPage: true, sitemapXml: weekly(3), social: { eyebrow: "Services", title: "Web design, AI-powered solutions and digital transformation" } },
  portfolio: { path: browserPages.portfolio, title: "Portfolio", label: "Portfolio", nav: true, footerBar: false, sitemapPage: true, sitemapXml: weekly(4), social: { eyebrow: "Portfolio", title: "Concept projects in development" } },
  demo: {
    path: browserPages.demo,
    title: "Interactive Demos",
    label: "Demo",
    nav: true,
    footerBar: false,
    sitemapPage: true,
    sitemapXml: weekly(7),
    social: { eyebrow: "Interactive demos", title: "Try a website template, an AI chatbot and a live dashboard" },
  },
  blog: { path: browserPages.blog, title: "Journal", label: "Blog", nav: true, footerBar: false, sitemapPage: true, sitemapXml: weekly(5), social: { eyebrow: "Journal", title: "Practical notes on the web, AI and growth" } },
  contact: {
    path: browserPages.contact,
    title: "Contact",
    label: "Contact",
    nav: true,
    footerBar: false,
    sitemapPage: true,
    sitemapXml: weekly(6),
    social: { eyebrow: "Contact", title: "Let's Work Together", subtitle: `A reply ${siteContact.responseTime}.` },
  },
  // Results differ with every query: the page is noindex, so search engines are not sent to it.
  search: { path: "/search/", title: "Search", label: "Search", nav: false, footerBar: false, sitemapPage: true, sitemapXml: null },
  // Reached from the chat button on every page rather than from the lists.
  assistant: { path: "/assistant/", title: `Ask ${siteContact.assistantName}`, label: siteContact.assistantName, nav: false, footerBar: false, sitemapPage: false, sitemapXml: null },
  privacy: { path: browserPages.privacy, title: "Privacy Policy", label: "Privacy", nav: false, footerBar: true, sitemapPage: true, sitemapXml: weekly(8) },
  terms: { path: "/terms/", title: "Terms of Use", label: "Terms", nav: false, footerBar: true, sitemapPage: true, sitemapXml: weekly(9) },
  // The HTML sitemap does not list itself.
  sitemap: { path: "/sitemap/", title: "Sitemap", label: "Sitemap", nav: false, footerBar: true, sitemapPage: false, sitemapXml: weekly(10) },
} as const satisfies Record<string, PageEntry>;

export type StaticPageName = keyof typeof pages;
export type StaticPage = PageEntry & { name: StaticPageName };

/** Every static page, in the order of the navigation and the HTML sitemap. */
export const staticPages: readonly StaticPage[] = Object.entries(pages).map(([name, page]) => ({ name: name as StaticPageName, ...page }));

/** The static page at a path, if there is one. */
export const staticPageAt = (path: string): StaticPage | undefined => staticPages.find((page) => page.path === path);

/** The pages of /sitemap.xml, in that file's order. */
export const xmlSitemapPages = (): (StaticPage & { sitemapXml: XmlSitemapEntry })[] =>
  staticPages.filter((page): page is StaticPage & { sitemapXml: XmlSitemapEntry } => page.sitemapXml !== null).sort((a, b) => a.sitemapXml.position - b.sitemapXml.position);
