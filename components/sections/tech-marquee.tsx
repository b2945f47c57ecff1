"use client";

import { TechMarqueeRows } from "./tech-marquee-rows";

/**
 * 26 tools in two rows, looping every 40 s (CSS); paused on hover and under reduced motion. Browser code, as its rows
 * are, so that home's payload carries the title alone.
 */
export function TechMarquee({ title }: { title: string }) {
  return (
    <section className="section-y overflow-hidden" aria-labelledby="stack-title">
      <div className="container-site">
        <p className="eyebrow">Tools of the trade</p>
        <h2 id="stack-title" className="section-title">{title}</h2>
      </div>
      <TechMarqueeRows />
    </section>
  );
}
