export type NavItem = { label: string; href: string };

/** Main navigation, in the product's order, with trailing-slash links. */
export const navItems: NavItem[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about/" },
  { label: "Services", href: "/services/" },
  { label: "Portfolio", href: "/portfolio/" },
  { label: "Demo", href: "/demo/" },
  { label: "Blog", href: "/blog/" },
  { label: "Contact", href: "/contact/" },
];

const withSlash = (path: string) => (path.endsWith("/") ? path : `${path}/`);

/** The active item is the one whose path equals the current path or is a prefix of it (home only matches itself). */
export function isActivePath(itemHref: string, currentPath: string): boolean {
  const item = withSlash(itemHref);
  const current = withSlash(currentPath || "/");
  if (item === "/") return current === "/";
  return current === item || current.startsWith(item);
}
