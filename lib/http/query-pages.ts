import { queryParams, routes } from "@/config/routes";
import { allDemoItems, initialDemoId } from "@/lib/demos/catalog";
import { serviceFromQuery } from "@/lib/inquiries/service-options";

/**
 * Three public URLs carry their state in the query: /blog/?page=N, /contact/?service=ID and /demo/?demo=ID. A cached
 * page cannot read the query, so proxy.ts rewrites each to a path segment that is prerendered like any other page
 * (the visitor's URL does not change). These are the only rewrites the site makes.
 */

/** Journal pages beyond this one render the last page; it bounds how many pages the cache can be asked to keep. */
export const MAX_JOURNAL_PAGE = 1000;

/** The prerendered path that serves a public URL with a query, or null when the public path serves it as it is. */
export function queryPageRewrite(pathname: string, search: URLSearchParams): string | null {
  if (pathname === routes.blog) {
    const raw = search.get(queryParams.blogPage);
    if (!raw || !/^\d{1,6}$/.test(raw)) return null;
    const page = Math.min(Number(raw), MAX_JOURNAL_PAGE);
    return page > 1 ? routes.rewrites.blogPage(page) : null;
  }
  if (pathname === routes.contact) {
    const service = serviceFromQuery(search.get(queryParams.contactService));
    return service ? routes.rewrites.contactService(service) : null;
  }
  if (pathname === routes.demo) {
    const raw = search.get(queryParams.demoItem);
    if (!raw) return null;
    const id = initialDemoId(raw, null);
    return id === allDemoItems[0].id ? null : routes.rewrites.demoItem(id);
  }
  return null;
}
