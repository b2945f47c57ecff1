"use client";

import { useEffect, useState } from "react";
import { wrapIndex } from "@/lib/demos/carousel";
import { HERO_ROTATION_MS, HERO_WORDS } from "@/lib/shell/hero";

/** "We" + a word that changes every 2000 ms. Width is reserved for the longest word, so nothing shifts; screen readers get one sentence instead. */
export function RotatingWord() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((current) => wrapIndex(current + 1, HERO_WORDS.length)), HERO_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className="relative inline-grid align-baseline" aria-hidden="true" data-testid="rotating-word">
      {HERO_WORDS.map((word, i) => (
        <span
          key={word}
          className={`col-start-1 row-start-1 bg-gradient-to-r from-accent to-coral bg-clip-text text-transparent transition-[opacity,transform] duration-500 ease-out-soft ${i === index ? "translate-y-0 opacity-100" : "translate-y-3 opacity-0"}`}
          data-active={i === index ? "true" : "false"}
        >
          {word}
        </span>
      ))}
    </span>
  );
}
