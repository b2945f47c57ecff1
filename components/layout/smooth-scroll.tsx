"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { keepSmoothScrollLoop, SMOOTH_SCROLL_OPTIONS, WHEEL_ACTIVE_MS } from "@/lib/shell/smooth-scroll";

type LenisInstance = {
  raf: (time: number) => void;
  time: number;
  isScrolling: false | "native" | "smooth";
  on: (event: "virtual-scroll", callback: () => void) => () => void;
  destroy: () => void;
  scrollTo: (target: number, options?: { immediate?: boolean }) => void;
};

/**
 * Lenis smooth scrolling, loaded on the visitor's first sign of reaching for the page (a pointer moving over it, a
 * touch, a wheel, a key), so a page that is only looked at never loads it; off under reduced motion. Its frame loop runs only
 * while a wheel or touch gesture is scrolling the page. Scrolls to the top on every route change.
 */
export function SmoothScroll() {
  const pathname = usePathname();
  const lenis = useRef<LenisInstance | null>(null);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let cancelled = false;
    let frame = 0;
    const start = async () => {
      const { default: Lenis } = await import("lenis");
      if (cancelled) return;
      const instance = new Lenis(SMOOTH_SCROLL_OPTIONS) as unknown as LenisInstance;
      lenis.current = instance;
      let lastGestureAt = 0;
      const loop = (time: number) => {
        instance.raf(time);
        frame = keepSmoothScrollLoop(Boolean(instance.isScrolling), performance.now(), lastGestureAt) ? requestAnimationFrame(loop) : 0;
      };
      instance.on("virtual-scroll", () => {
        lastGestureAt = performance.now();
        if (frame) return;
        instance.time = 0; // the first frame after a pause advances by zero, not by the whole pause
        frame = requestAnimationFrame(loop);
      });
    };
    const intents = ["pointermove", "pointerdown", "touchstart", "wheel", "keydown"] as const;
    const onIntent = () => {
      for (const type of intents) window.removeEventListener(type, onIntent);
      void start();
    };
    for (const type of intents) window.addEventListener(type, onIntent, { passive: true });
    return () => {
      cancelled = true;
      for (const type of intents) window.removeEventListener(type, onIntent);
      cancelAnimationFrame(frame);
      lenis.current?.destroy();
      lenis.current = null;
    };
  }, []);

  useEffect(() => {
    let timer = 0;
    const onWheel = () => {
      document.documentElement.setAttribute("data-wheel-active", "");
      window.clearTimeout(timer);
      timer = window.setTimeout(() => document.documentElement.removeAttribute("data-wheel-active"), WHEEL_ACTIVE_MS);
    };
    window.addEventListener("wheel", onWheel, { passive: true });
    return () => {
      window.removeEventListener("wheel", onWheel);
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (window.location.hash) return;
    if (lenis.current) lenis.current.scrollTo(0, { immediate: true });
    else window.scrollTo({ top: 0, left: 0, behavior: "instant" as ScrollBehavior });
  }, [pathname]);

  return null;
}
