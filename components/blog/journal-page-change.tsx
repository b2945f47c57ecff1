"use client";

import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import Link from "@/components/ui/intent-link";
import { isPlainClick, PAGE_CHANGE_WINDOW_MS } from "@/lib/blog/page-change";

/**
 * Changing the journal's page (docs/product.md, "Journal"): a page link, clicked, notes the time; the list heading of
 * the page that then mounts scrolls the list to the top (smoothly, unless the visitor asks for reduced motion) and
 * takes the focus, so that keyboard and screen-reader users start at the new cards. Back and Forward set no note, so
 * the browser restores the position the visitor left. The page links keep Next's own scrolling off (`scroll={false}`).
 */
let pageChangeRequestedAt = 0;

export function JournalPageLink({ href, current, children, ...props }: { href: string; current: boolean; children: ReactNode; className: string; "aria-label"?: string; "aria-current"?: "page" }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!current && isPlainClick(event)) pageChangeRequestedAt = Date.now();
  };
  return (
    // No prefetch: the router's segment prefetch drops the query, so /blog/?page=N would be prefetched as /blog/ (proxy.ts
    // rewrites by the query) and a later click could show page 1's cards under ?page=N. A page change fetches its page.
    <Link href={href} scroll={false} prefetch={false} onClick={onClick} {...props}>
      {children}
    </Link>
  );
}

export function JournalListHeading({ id, page, children }: { id: string; page: number; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Back and Forward restore the position: a note left by a click whose navigation never finished must not apply.
    const forget = () => (pageChangeRequestedAt = 0);
    window.addEventListener("popstate", forget);
    return () => window.removeEventListener("popstate", forget);
  }, []);

  useEffect(() => {
    const requested = pageChangeRequestedAt;
    if (!requested || Date.now() - requested > PAGE_CHANGE_WINDOW_MS || !heading.current) return;
    pageChangeRequestedAt = 0;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.current.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    heading.current.focus({ preventScroll: true });
  }, [page]);

  return (
    <h2 ref={heading} id={id} tabIndex={-1} className="eyebrow mb-6 w-fit scroll-mt-28 rounded-sm text-muted">
      {children}
    </h2>
  );
}
