"use client";

import Link from "@/components/ui/intent-link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { subscribeToScrollFrames } from "@/components/ui/scroll-frame";
import { headerState, isActivePath } from "@/lib/shell/header";
import type { NavItem } from "@/lib/shell/navigation";
import { siteContact } from "@/config/site-contact";
import { useContactDialog } from "./contact-dialog";
import { ListPagePending } from "./list-page-pending";
import { BrandMark, CloseIcon, MenuIcon } from "@/components/ui/icons/chrome";
import { ThemeToggle } from "./theme-toggle";
import { buttonClasses } from "@/components/ui/button-classes";
import { browserRoutes } from "@/config/browser-routes";

/**
 * The menu opens and closes without JavaScript too: invoker commands (`commandfor`/`command`) are the browser's own
 * way for a button to show a modal <dialog>. With the script, the click handlers below do the same, and the effect
 * finds the dialog already in the state it wants. Spread as plain attributes: React passes them to the DOM as they are.
 * The button carries no `aria-expanded`, which HTML forbids beside `command`: it says it opens a dialog
 * (`aria-haspopup`), and the open menu announces itself, a modal dialog named "Menu" that takes the focus and gives it
 * back to the button when it closes, with and without the script.
 */
const openMenuCommand = { commandfor: "mobile-menu", command: "show-modal" } as Record<string, string>;
const closeMenuCommand = { commandfor: "mobile-menu", command: "close" } as Record<string, string>;

/**
 * The main navigation comes as a prop from the server, so the page list behind it stays out of the browser's code.
 * The header's look in each state (full-width or floating, compact) is CSS keyed on its data attributes
 * (app/globals.css, "Header and menu"), so the state changes two attributes and the markup carries no class tables.
 */
export function SiteHeader({ navItems }: { navItems: NavItem[] }) {
  const pathname = usePathname() || "/";
  const [state, setState] = useState({ compact: false, fullWidth: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }
  const menuRef = useRef<HTMLDialogElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { open: openContact } = useContactDialog();

  useEffect(
    () =>
      subscribeToScrollFrames(() => {
        const next = headerState(window.scrollY, window.innerHeight);
        setState((current) => (current.compact === next.compact && current.fullWidth === next.fullWidth ? current : next));
      }),
    [],
  );

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    if (menuOpen && !menu.open) menu.showModal();
    if (!menuOpen && menu.open) menu.close();
  }, [menuOpen]);

  return (
    <>
      <header className="site-header" data-compact={state.compact ? "true" : "false"} data-full-width={state.fullWidth ? "true" : "false"}>
        <div className="site-header__bar">
          <Link href={browserRoutes.home} className="brand-link" aria-label={`${siteContact.brand}, home`}>
            <BrandMark className="size-8" />
            {siteContact.brand}
          </Link>
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {navItems.map((item) => {
                const active = isActivePath(item.href, pathname);
                return (
                  <li key={item.href}>
                    <Link href={item.href} aria-current={active ? "page" : undefined} className="nav-link">
                      {item.label}
                      <ListPagePending href={item.href} />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="flex items-center gap-1.5">
            <ThemeToggle />
            <button type="button" onClick={(event) => openContact(event.currentTarget)} className={buttonClasses("primary", "sm", "js-only text-[0.9375rem] max-sm:hidden")}>
              Inquire
            </button>
            <a href={browserRoutes.contact} className={buttonClasses("primary", "sm", "no-js-only text-[0.9375rem] max-sm:hidden")}>Inquire</a>
            <button
              ref={menuButtonRef}
              type="button"
              {...openMenuCommand}
              onClick={() => setMenuOpen(true)}
              aria-haspopup="dialog"
              aria-controls="mobile-menu"
              aria-label="Open the menu"
              className={buttonClasses("ghost", "icon", "size-10 lg:hidden")}
            >
              <MenuIcon />
            </button>
          </div>
        </div>
      </header>

      <dialog
        id="mobile-menu"
        ref={menuRef}
        aria-label="Menu"
        onClose={() => {
          setMenuOpen(false);
          menuButtonRef.current?.focus();
        }}
        className="menu-dialog"
      >
        <div className="flex h-full flex-col px-5 pt-4 pb-8">
          <div className="flex h-14 items-center justify-between">
            <Link href={browserRoutes.home} className="brand-link" onClick={() => setMenuOpen(false)}>
              <BrandMark className="size-8" />
              {siteContact.brand}
            </Link>
            <button type="button" {...closeMenuCommand} onClick={() => setMenuOpen(false)} aria-label="Close the menu" className={buttonClasses("ghost", "icon", "size-11")}>
              <CloseIcon />
            </button>
          </div>
          <nav aria-label="Mobile" className="mt-8 flex-1">
            <ul className="grid gap-1">
              {navItems.map((item, index) => {
                const active = isActivePath(item.href, pathname);
                return (
                  <li key={item.href}>
                    <Link href={item.href} aria-current={active ? "page" : undefined} onClick={() => setMenuOpen(false)} className="menu-link">
                      {item.label}
                      <span className="menu-index" aria-hidden="true">0{index + 1}</span>
                      <ListPagePending href={item.href} />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="grid gap-3">
            <button
              type="button"
              onClick={(event) => {
                setMenuOpen(false);
                openContact(menuButtonRef.current ?? event.currentTarget);
              }}
              className={buttonClasses("primary", "xl", "js-only text-base")}
            >
              Inquire Now
            </button>
            <a href={browserRoutes.contact} className={buttonClasses("primary", "xl", "no-js-only text-base")}>Inquire Now</a>
            <a href={`mailto:${siteContact.email}`} className="text-center text-small text-muted underline-offset-4 hover:underline">{siteContact.email}</a>
          </div>
        </div>
      </dialog>
    </>
  );
}
