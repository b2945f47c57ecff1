/**
 * Every path the site builds, each under one name: pages end with a slash (next.config.ts sets trailingSlash), files
 * keep their extension. The static pages' paths come from their registry, config/pages.ts.
 * tests/unit/config/routes.test.ts holds this registry to the routes under app/ and the files in public/, and the
 * rest of the code to writing no path by hand. It builds on config/browser-routes.ts, the part browser code uses, and
 * config/pages.ts, and imports nothing else: the chat Edge Function deploys with them.
 */

import { areas, browserRoutes, queryParams, rewriteRoots, withQuery } from "./browser-routes.ts";
import { pages, type StaticPageName } from "./pages.ts";

export { areas, queryParams } from "./browser-routes.ts";
export type { StaticPageName } from "./pages.ts";

/** The public pages at a fixed path, by their one name. */
const staticPages = Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, page.path])) as { [Name in StaticPageName]: (typeof pages)[Name]["path"] };

const { blog, contact, services, portfolio } = staticPages;

/** Page n of the journal as visitors and crawlers see it: /blog/ for the first, /blog/?page=n for the others. */
const blogPage = (page: number) => (page > 1 ? withQuery(blog, queryParams.blogPage, String(page)) : blog);

/** An admin list of content: the list, the editor of a new item, the editor of an item by its id. */
const adminCollection = (list: string) => ({ list, create: `${list}new/`, edit: (id: string) => `${list}${id}/` });
const { admin, api } = areas;
const covers = "/covers/";
const og = "/og/";
/** Also in config/uploads.mjs, which the content scripts read as Node runs them; a test holds the two together. */
const uploads = "/uploads/";

export const routes = {
  ...browserRoutes,
  ...staticPages,
  /** The page after the contact form is sent without JavaScript. */
  contactSent: `${contact}sent/`,
  /** The form again, after a post without JavaScript that did not go through: its messages and what was typed (per request, never cached). */
  contactCheck: `${contact}check/`,
  /** A section of the services page, by its anchor (lib/data/services.ts). */
  servicesSection: (anchor: string) => `${services}#${anchor}`,

  blogPage,
  /** A page of the journal opened at its list of articles (the pagination's links): the browser, or Next, scrolls there. */
  blogPageList: (page: number) => `${blogPage(page)}#articles`,
  /** The contact page with a service chosen in its form. */
  contactService: (service: string) => withQuery(contact, queryParams.contactService, service),

  article: (slug: string) => `${blog}${slug}/`,
  project: (slug: string) => `${portfolio}${slug}/`,
  /** A regional landing page by its path segment: a fixed region's slug, or locationSegment(slug) for the others. */
  region: (segment: string) => `/${segment}/`,

  /** The prerendered paths that serve /blog/?page=N, /contact/?service=ID and /demo/?demo=ID. */
  rewrites: {
    blogPage: (page: number) => `${rewriteRoots.blogPage}${page}/`,
    contactService: (service: string) => `${rewriteRoots.contactService}${service}/`,
    demoItem: (id: string) => `${rewriteRoots.demoItem}${id}/`,
  },

  /** The admin area, rendered per request; the inbox is its home. */
  admin: {
    inbox: admin,
    signIn: `${admin}sign-in/`,
    /** Where the sign-in form posts (a route handler: a session, or back to the sign-in page with the failure). */
    session: `${admin}session/`,
    posts: adminCollection(`${admin}posts/`),
    projects: adminCollection(`${admin}projects/`),
    /** Downloads: the inquiries as CSV, and the content and inquiries as one JSON backup. */
    export: `${admin}export/`,
    backup: `${admin}backup/`,
    /** The image library: upload a file for a post, a project or a content file, and where the upload posts. */
    images: `${admin}images/`,
    imagesUpload: `${admin}images/upload/`,
  },

  api: {
    ...browserRoutes.api,
    health: `${api}health/`,
    inquiriesRetry: `${api}inquiries/retry/`,
    revalidate: `${api}revalidate/`,
  },

  feed: "/feed.xml",
  sitemapXml: "/sitemap.xml",
  robots: "/robots.txt",
  icon: "/icon.svg",
  /** The cover the site draws for an article (app/covers). */
  cover: (slug: string) => `${covers}${slug}.svg`,
  /** A social image the site draws, 1200x630 (app/og). */
  ogImage: (kind: string, slug: string) => `${og}${kind}/${encodeURIComponent(slug)}.png`,
  /** An image the admin uploaded in the embedded mode (DATA_DIR/uploads), by its file name: the hash of its bytes. */
  upload: (file: string) => `${uploads}${file}`,
} as const;

/** The routes with a variable segment that Next's configuration and the method table name as Next does. */
export const routePatterns = { cover: `${covers}[file]`, ogImage: `${og}[kind]/[file]`, upload: `${uploads}[file]` } as const;

/** Where Next serves the build's hashed assets (scripts, styles, fonts): the build folder's static/. */
export const buildAssetsPath = "/_next/static/";

/** headers() sources: the build's hashed assets, and every other path. */
export const headerSources = { buildAssets: `${buildAssetsPath}:path*`, allButBuildAssets: `/:path((?!${buildAssetsPath.slice(1)}).*)` } as const;

/** The path segment of a generic regional page (lib/data/locations.ts): web-design-{slug}. */
export const locationSegment = (slug: string) => `web-design-${slug}`;

/** The admin area: /admin and everything under it. */
export const isAdminPath = (pathname: string) => pathname === admin.slice(0, -1) || pathname.startsWith(admin);
