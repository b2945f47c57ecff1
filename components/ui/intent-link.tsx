"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

type IntentLinkProps = ComponentProps<typeof NextLink>;

/**
 * The site's internal link. It prefetches its page when the visitor shows intent (pointer over it, focus on it, a
 * touch), not when it scrolls into view: a page shows a dozen links at once, and prefetching each on load kept a
 * phone's main thread busy while the page was becoming interactive (Lighthouse mobile TBT on /blog/ about 250 ms with
 * viewport prefetching, about 120 ms without). An explicit `prefetch` prop still wins.
 */
export default function IntentLink({ prefetch, onPointerEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  const showIntent = () => setIntent(true);
  return (
    <NextLink
      {...props}
      prefetch={prefetch ?? (intent ? null : false)}
      onPointerEnter={(event) => {
        showIntent();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        showIntent();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        showIntent();
        onTouchStart?.(event);
      }}
    />
  );
}
