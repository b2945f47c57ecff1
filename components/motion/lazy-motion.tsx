"use client";

import { LazyMotion, MotionConfig } from "framer-motion";
import type { ReactNode } from "react";

/**
 * framer-motion, only where an interactive part animates. The modules that use it are themselves loaded when the
 * visitor reaches for that part (see components/demos/demo-browser.tsx), so a page's first-load JavaScript carries none
 * of it; the animation features come in a chunk of their own (LazyMotion with `m` components, never `motion`).
 * MotionConfig reducedMotion="user": under prefers-reduced-motion, transforms jump to their end instead of moving.
 */
let features: Promise<typeof import("./motion-features").default> | null = null;
let ready = false;

/** Loads the animation features once; later calls share the same promise. */
export function loadMotionFeatures() {
  features ??= import("./motion-features").then((module) => {
    ready = true;
    return module.default;
  });
  return features;
}

/**
 * Whether the features have arrived. Until they have, an `m` element shows its `initial` style and never moves: a
 * part that starts off-screen must not use `initial` then, or it would stay there.
 */
export function motionFeaturesReady(): boolean {
  return ready;
}

export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
