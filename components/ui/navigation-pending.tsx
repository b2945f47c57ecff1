"use client";

import { useLinkStatus } from "next/link";
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { Spinner } from "./spinner";

/**
 * Placed inside a <Link>: while the page it leads to is on its way from the server, a status over the current page
 * ("Loading Project" for a project, a spinner for an article or the journal), or, given `children`, a placeholder of
 * the page in its place (the portfolio's skeleton cards). A hard load needs none: the server sends the whole page.
 */
export function NavigationPending({ label, visibleLabel = true, children }: { label: string; visibleLabel?: boolean; children?: ReactNode }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  if (children) return createPortal(<div className="fixed inset-0 z-[80] overflow-hidden bg-bg pt-28 md:pt-32">{children}</div>, document.body);
  return createPortal(
    <div role="status" aria-live="polite" className="fixed inset-0 z-[80] grid place-items-center bg-bg/60 backdrop-blur-[2px]">
      <div className="card flex items-center gap-3 px-5 py-4 shadow-raised">
        <Spinner className="size-6" />
        <span className={visibleLabel ? "font-semibold text-fg" : "sr-only"}>{label}</span>
      </div>
    </div>,
    document.body,
  );
}
