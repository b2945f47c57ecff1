import { pages } from "@/config/pages";
import type { StaticPageName } from "@/config/routes";

/** One step of a breadcrumb trail: the name it shows and the page it links. */
export type Crumb = { name: string; path: string };

/**
 * The trail from the home page to a page, for its BreadcrumbList and its visible trail: Home, then each step, a static
 * page by its name (shown by its short label) or a page of its own, e.g. `breadcrumbTrail("blog", { name, path })`.
 */
export function breadcrumbTrail(...steps: (StaticPageName | Crumb)[]): Crumb[] {
  return (["home", ...steps] as const).map((step) => (typeof step === "string" ? { name: pages[step].label, path: pages[step].path } : step));
}
