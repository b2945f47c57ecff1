import { staticPages } from "@/config/pages";

export type NavItem = { label: string; href: string };

/** Main navigation: the static pages marked for it, in their order, with trailing-slash links. */
export const navItems: NavItem[] = staticPages.filter((page) => page.nav).map((page) => ({ label: page.label, href: page.path }));

const withSlash = (path: string) => (path.endsWith("/") ? path : `${path}/`);

/** The active item is the one whose path equals the current path or is a prefix of it (home only matches itself). */
export function isActivePath(itemHref: string, currentPath: string): boolean {
  const item = withSlash(itemHref);
  const current = withSlash(currentPath || "/");
  if (item === "/") return current === "/";
  return current === item || current.startsWith(item);
}
