import { staticPages } from "@/config/pages";

export type NavItem = { label: string; href: string };

/** Main navigation: the static pages marked for it, in their order, with trailing-slash links. */
export const navItems: NavItem[] = staticPages.filter((page) => page.nav).map((page) => ({ label: page.label, href: page.path }));
