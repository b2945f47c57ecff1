"use client";

import { useEffect, useState } from "react";
import Link from "@/components/ui/intent-link";
import { siteContact } from "@/config/site-contact";
import { browserRoutes } from "@/config/browser-routes";
import { ButtonLink } from "@/components/ui/button";
import { wrapIndex } from "@/lib/demos/carousel";
import { HERO_ROTATION_MS, HERO_WORDS } from "@/lib/shell/hero";

/** "We" + a word that changes every 2000 ms. Width is reserved for the longest word, so nothing shifts; screen readers get one sentence instead. */
function RotatingWord() {
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

/**
 * Browser code with nothing from the server, so that home's payload names it instead of repeating its markup; the
 * server still renders it into the page's HTML.
 */
export function Hero() {
  return (
    <section className="relative overflow-hidden" aria-labelledby="hero-title" data-intro-cover>
      <div aria-hidden="true" className="pointer-events-none absolute -top-48 left-1/2 size-[52rem] -translate-x-1/2 glow [--glow:color-mix(in_oklab,var(--accent)_10%,transparent)]" />
      <div className="container-site relative flex min-h-[88svh] flex-col justify-center pt-32 pb-20">
        <p className="eyebrow">Web design · AI automation · Digital transformation</p>
        <h1 id="hero-title" className="text-display mt-6 font-semibold text-fg">
          <span className="sr-only">We design, automate and elevate.</span>
          <span aria-hidden="true">We </span>
          <RotatingWord />
        </h1>
        <p className="mt-8 max-w-2xl text-lg leading-relaxed text-muted md:text-xl">{siteContact.tagline} One specialist, working from Cebu and Vancouver, building every project end to end.</p>
        <div className="mt-10 flex flex-wrap items-center gap-4">
          <ButtonLink href={browserRoutes.contact} size="xl">Start Your Project</ButtonLink>
          <ButtonLink href={browserRoutes.portfolio} variant="outline" size="xl">See the work</ButtonLink>
        </div>
        <Link href={browserRoutes.about} className="group mt-16 inline-flex w-fit items-center gap-3 text-small font-medium text-muted hover:text-fg">
          <span className="grid h-11 w-7 place-items-start justify-center rounded-full border-2 border-border-strong pt-2" aria-hidden="true">
            <span className="h-2 w-1 rounded-full bg-accent motion-safe:animate-bounce after-intro" />
          </span>
          Scroll to meet the studio
        </Link>
      </div>
    </section>
  );
}
