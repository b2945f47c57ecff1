/**
 * The part of the route registry that browser code uses: the public pages it links to, where the contact form and the
 * chat send, the demo browser's paths, and the public path of a rewritten page. config/routes.ts spreads it into
 * `routes`, the one registry; it stays this small because every page's script carries it, and the public pages'
 * browser code imports it instead of the registry (tests/unit/repository/module-boundaries.test.ts). It imports
 * nothing: the chat Edge Function deploys with it.
 */

/** The public pages that browser code links to or compares with (config/routes.ts adds the other static pages). */
export const browserPages = {
  home: "/",
  about: "/about/",
  services: "/services/",
  portfolio: "/portfolio/",
  demo: "/demo/",
  blog: "/blog/",
  contact: "/contact/",
  privacy: "/privacy/",
} as const;

const { blog, contact, demo } = browserPages;

/** The query parameter of each page that takes one: /blog/?page=N, /contact/?service=ID, /demo/?demo=ID, /search/?query=WORDS. */
export const queryParams = { blogPage: "page", contactService: "service", demoItem: "demo", search: "query" } as const;

export const withQuery = (path: string, name: string, value: string) => `${path}?${name}=${encodeURIComponent(value)}`;

/**
 * A cached page cannot read its query, so proxy.ts rewrites each public URL with a query to a path under one of these
 * roots, prerendered like any other page (lib/http/query-pages.ts). The visitor's URL does not change.
 */
export const rewriteRoots = { blogPage: `${blog}page/`, contactService: `${contact}service/`, demoItem: demo } as const;

/** The areas under one prefix each, which robots.txt keeps crawlers out of: the admin, the API, the demo templates. */
export const areas = { admin: "/admin/", api: "/api/", templates: "/template/" } as const;
const { api, templates } = areas;

export const browserRoutes = {
  ...browserPages,
  /** The demo browser opened on one demo. */
  demoItem: (id: string) => withQuery(demo, queryParams.demoItem, id),
  /** The demos that also open as pages of their own, outside the site's layout. */
  templates: { basic: `${templates}basic/`, analytics: `${templates}analytics/` },
  /** The icon sprite of the home page's tech marquee, a file in public/. */
  techSprite: "/tech-stack.svg",
  /** An illustration in public/illustrations/, by its file name without the extension. */
  illustration: (name: string) => `/illustrations/${name}.webp`,
  /** Where the chat sends, and where the contact form posts (by script, or as a plain form without one). */
  api: { chat: `${api}chat/`, contact: `${api}contact/` },
} as const;

/** The public path a rewritten page stands for (the path itself for every other page). */
export function publicPathname(pathname: string): string {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  const publicPaths = { blogPage: blog, contactService: contact, demoItem: demo } as const;
  for (const [name, root] of Object.entries(rewriteRoots) as [keyof typeof rewriteRoots, string][]) {
    if (path.startsWith(root) && /^[^/]+\/$/.test(path.slice(root.length))) return publicPaths[name];
  }
  return path;
}
