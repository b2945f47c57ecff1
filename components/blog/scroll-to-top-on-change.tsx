"use client";

import { useEffect, useRef } from "react";

/** Scrolls smoothly to the top when the blog page number changes (the route change itself does not, as the path stays /blog/). */
export function ScrollToTopOnChange({ value }: { value: number }) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
  }, [value]);
  return null;
}
