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
    <span className="rotating-word" aria-hidden="true" data-testid="rotating-word">
      {HERO_WORDS.map((word, i) => (
        <span key={word} data-active={i === index ? "true" : "false"}>
          {word}
        </span>
      ))}
    </span>
  );
}
