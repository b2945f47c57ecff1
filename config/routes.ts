/** The site's paths, built in one place. Every path ends with a slash (next.config.ts sets trailingSlash). */
export const routes = {
  home: "/",
  journal: "/blog/",
  /** Page n of the journal as visitors and crawlers see it: /blog/ for the first, /blog/?page=n for the others. */
  journalPage: (page: number) => (page > 1 ? `/blog/?page=${page}` : "/blog/"),
  /** A page of the journal opened at its list of articles (the pagination's links): the browser, or Next, scrolls there. */
  journalPageList: (page: number) => `${page > 1 ? `/blog/?page=${page}` : "/blog/"}#articles`,
  article: (slug: string) => `/blog/${slug}/`,
  portfolio: "/portfolio/",
  project: (slug: string) => `/portfolio/${slug}/`,
  /** A regional landing page of lib/data/locations.ts (the fixed regions of lib/regions have their own slugs). */
  regional: (slug: string) => `/web-design-${slug}/`,
  contact: "/contact/",
  /** Where the contact form posts without JavaScript (rendered per request, never cached), and the page after it is sent. */
  contactSend: "/contact/send/",
  contactSent: "/contact/sent/",
  demos: "/demo/",
  /** The prerendered paths that serve /blog/?page=N, /contact/?service=ID and /demo/?demo=ID (see lib/query-pages.ts). */
  journalPageSegment: (page: number | string) => `/blog/page/${page}/`,
  contactServiceSegment: (service: string) => `/contact/service/${service}/`,
  demoSegment: (id: string) => `/demo/${id}/`,
} as const;

/** The public path a rewritten page stands for (the path itself for every other page). */
export function publicPathname(pathname: string): string {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  if (/^\/blog\/page\/[^/]+\/$/.test(path)) return routes.journal;
  if (/^\/contact\/service\/[^/]+\/$/.test(path)) return routes.contact;
  if (/^\/demo\/[^/]+\/$/.test(path)) return routes.demos;
  return path;
}
