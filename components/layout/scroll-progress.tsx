"use client";

import { useEffect, useRef } from "react";
import { scrollProgress } from "@/lib/header";

/** A 4 px bar at the very top that fills as the page scrolls (transform only). */
export function ScrollProgress() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      const progress = scrollProgress(window.scrollY, root.scrollHeight, window.innerHeight);
      if (bar.current) bar.current.style.transform = `scaleX(${progress})`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return <div ref={bar} data-testid="scroll-progress" aria-hidden="true" style={{ transform: "scaleX(0)" }} className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-1 origin-left bg-gradient-to-r from-accent to-coral" />;
}
