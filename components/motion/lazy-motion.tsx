"use client";

import { LazyMotion, MotionConfig } from "framer-motion";
import type { ReactNode } from "react";
import { loadMotionFeatures } from "./load-features";

/**
 * framer-motion, only where an interactive part animates. The modules that use it are themselves loaded when the
 * visitor reaches for that part (see components/demos/demo-browser.tsx), so a page's first-load JavaScript carries none
 * of it; the animation features come in a chunk of their own (LazyMotion with `m` components, never `motion`).
 * MotionConfig reducedMotion="user": under prefers-reduced-motion, transforms jump to their end instead of moving.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
