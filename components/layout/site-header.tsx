"use client";

import Link from "@/components/ui/intent-link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
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
 * The main navigation comes as a prop from the server, so the page list behind it stays out of the browser's code; so
 * do the Inquire links to /contact/ that stand in, without JavaScript, for the buttons opening the contact dialog.
 */
export function SiteHeader({ navItems, inquireLink, menuInquireLink }: { navItems: NavItem[]; inquireLink: ReactNode; menuInquireLink: ReactNode }) {
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

  const island = !state.fullWidth;
  return (
    <>
      <header
        data-compact={state.compact ? "true" : "false"}
        data-full-width={state.fullWidth ? "true" : "false"}
        className={`fixed inset-x-0 top-0 z-50 transition-[padding] duration-300 ease-out-soft ${island ? "px-3 pt-3 md:px-6" : "px-0 pt-0"}`}
      >
        <div
          className={`mx-auto flex items-center justify-between gap-4 border transition-[max-width,height,border-radius,background-color,box-shadow,border-color] duration-300 ease-out-soft ${
            island ? "max-w-[72rem] rounded-full border-border bg-surface/85 px-3 pl-5 backdrop-blur-xl" : "max-w-full rounded-none border-transparent bg-bg/90 px-5 md:px-8"
          } ${state.compact ? "h-14 shadow-card" : "h-18 shadow-none"}`}
        >
          <Link href={browserRoutes.home} className="flex items-center gap-2.5 font-semibold tracking-tight text-fg" aria-label={`${siteContact.brand}, home`}>
            <BrandMark className="size-8" />
            <span className="text-[1.0625rem]">{siteContact.brand}</span>
          </Link>
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {navItems.map((item) => {
                const active = isActivePath(item.href, pathname);
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      aria-current={active ? "page" : undefined}
                      className={`rounded-full px-3.5 py-2 text-[0.9375rem] font-medium transition-colors ${active ? "bg-surface-2 text-fg" : "text-muted hover:text-fg"}`}
                    >
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
            {inquireLink}
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
        className="m-0 h-dvh max-h-none w-full max-w-none bg-bg p-0 text-fg backdrop:bg-transparent open:animate-[menu-in_260ms_var(--ease-out-soft)]"
      >
        <div className="flex h-full flex-col px-5 pt-4 pb-8">
          <div className="flex h-14 items-center justify-between">
            <Link href={browserRoutes.home} className="flex items-center gap-2.5 font-semibold" onClick={() => setMenuOpen(false)}>
              <BrandMark className="size-8" />
              <span>{siteContact.brand}</span>
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
                  <li key={item.href} style={{ animationDelay: `${60 + index * 35}ms` }} className="animate-[rise-in_420ms_var(--ease-out-soft)_both]">
                    <Link
                      href={item.href}
                      aria-current={active ? "page" : undefined}
                      onClick={() => setMenuOpen(false)}
                      className={`flex items-baseline justify-between border-b border-border py-3.5 text-[1.75rem] font-semibold tracking-tight ${active ? "text-accent" : "text-fg"}`}
                    >
                      {item.label}
                      <span className="text-small font-medium text-muted" aria-hidden="true">0{index + 1}</span>
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
            {menuInquireLink}
            <a href={`mailto:${siteContact.email}`} className="text-center text-small text-muted underline-offset-4 hover:underline">{siteContact.email}</a>
          </div>
        </div>
      </dialog>
    </>
  );
}
