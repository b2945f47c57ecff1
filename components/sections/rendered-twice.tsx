"use client";

import type { ReactNode } from "react";

/**
 * Renders its children twice, as a looping marquee needs, while the RSC payload carries them once: the second copy is
 * drawn from the same elements in the browser (and by the server's HTML render), not sent again.
 */
export function RenderedTwice({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      {children}
    </>
  );
}
