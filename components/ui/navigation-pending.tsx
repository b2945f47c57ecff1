"use client";

import { useLinkStatus } from "next/link";
import { createPortal } from "react-dom";
import { Spinner } from "./spinner";

/**
 * Placed inside a <Link>: while the page it leads to is on its way from the server, a status over the current page
 * (SPEC's "Loading Project" for a project, a spinner for an article). A hard load needs none: the server sends the
 * whole page, and a missing one still answers HTTP 404.
 */
export function NavigationPending({ label, visibleLabel = true }: { label: string; visibleLabel?: boolean }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
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
