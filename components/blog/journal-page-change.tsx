"use client";

import { useEffect } from "react";

/**
 * Changing the journal's page (docs/product.md, "Journal"): the page links open the new page at its list
 * (`#articles`), which Next scrolls into view; this moves the focus there too, so that keyboard and screen-reader users
 * start at the new cards. Without the hash (the journal opened from elsewhere) nothing moves. Back and Forward are
 * left to the browser, which restores the position; the focus moves without scrolling. Renders nothing.
 */
export function JournalPageChange({ headingId, page }: { headingId: string; page: number }) {
  useEffect(() => {
    if (location.hash === `#${headingId}`) document.getElementById(headingId)?.focus({ preventScroll: true });
  }, [headingId, page]);
  return null;
}
