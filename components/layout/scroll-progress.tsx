"use client";

import { useEffect, useRef } from "react";
import { subscribeToScrollFrames } from "@/components/ui/scroll-frame";
import { scrollProgress } from "@/lib/shell/header";

/** A 4 px bar at the very top that fills as the page scrolls (transform only). */
export function ScrollProgress() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      subscribeToScrollFrames(() => {
        const progress = scrollProgress(window.scrollY, document.documentElement.scrollHeight, window.innerHeight);
        if (bar.current) bar.current.style.transform = `scaleX(${progress})`;
      }),
    [],
  );
  return <div ref={bar} data-testid="scroll-progress" aria-hidden="true" style={{ transform: "scaleX(0)" }} className="scroll-progress" />;
}
