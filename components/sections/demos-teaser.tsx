"use client";

import { useRef, useState } from "react";
import { carouselDemos as demos } from "@/lib/data/carousel-demos";
import { swipeDirection, wrapIndex } from "@/lib/demos/carousel";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons/paging";
import Link from "@/components/ui/intent-link";
import { buttonClasses } from "@/components/ui/button-classes";
import { SectionHead } from "@/components/ui/section-head";
import { browserRoutes } from "@/config/browser-routes";

/**
 * A 3-card 3D carousel: previous and next wrap around, a swipe or drag beyond 40 px moves it, and the arrow keys work.
 * Its texts and pictures come with its script, not in the page's payload. The pictures are WebP illustrations of 1,280
 * px (23 to 32 KB), served as they are: the optimizer's srcset would add about 1 KB to home's HTML for a few KB less
 * on a desktop.
 */
function DemosCarousel() {
  const [active, setActive] = useState(0);
  const start = useRef<number | null>(null);
  const go = (step: number) => setActive((current) => wrapIndex(current + step, demos.length));

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Live demos"
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") go(1);
        if (event.key === "ArrowLeft") go(-1);
      }}
      className="relative rounded-card outline-offset-4"
    >
      <div
        className="relative mx-auto h-[30rem] max-w-4xl touch-pan-y select-none [perspective:1400px] sm:h-[28rem]"
        onPointerDown={(event) => {
          start.current = event.clientX;
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerUp={(event) => {
          if (start.current === null) return;
          const direction = swipeDirection(event.clientX - start.current);
          start.current = null;
          if (direction) go(direction);
        }}
        onPointerCancel={() => {
          start.current = null;
        }}
        onDragStart={(event) => event.preventDefault()}
      >
        {demos.map((demo, index) => {
          const offset = wrapIndex(index - active + 1, demos.length) - 1;
          const isActive = offset === 0;
          return (
            <div
              key={demo.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${demos.length}: ${demo.title}`}
              aria-hidden={!isActive}
              inert={!isActive}
              data-active={isActive ? "true" : "false"}
              className="demo-slide"
              style={{
                transform: `translateX(${offset * 62}%) rotateY(${offset * -28}deg) scale(${isActive ? 1 : 0.84})`,
                opacity: isActive ? 1 : 0.5,
                zIndex: isActive ? 2 : 1,
              }}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a finished WebP, served as it is (above) */}
              <img src={demo.imageUrl} alt="" width={640} height={480} loading="lazy" decoding="async" draggable={false} className="aspect-[16/10] w-full object-cover" />
              <div className="card-body">
                <h3 className="text-h3 font-semibold">{demo.title}</h3>
                <p className="mt-2 text-small text-muted">{demo.description}</p>
                <Link href={browserRoutes.demoItem(demo.id)} className={buttonClasses("primary", "sm", "mt-5 w-fit text-small")}>
                  Live Demo<span className="sr-only">: {demo.title}</span>
                </Link>
              </div>
            </div>
          );
        })}
      </div>
      <div className="js-only mt-6 flex items-center justify-center gap-3">
        <button type="button" onClick={() => go(-1)} aria-label="Previous demo" className={buttonClasses("outline", "icon", "size-11 bg-surface")}>
          <ChevronLeftIcon />
        </button>
        <p className="min-w-16 text-center text-small text-muted" aria-live="polite">{active + 1} / {demos.length}</p>
        <button type="button" onClick={() => go(1)} aria-label="Next demo" className={buttonClasses("outline", "icon", "size-11 bg-surface")}>
          <ChevronRightIcon />
        </button>
      </div>
    </div>
  );
}

/** The demos teaser: browser code with its carousel, so that home's payload names it and carries none of its markup. */
export function DemosTeaser() {
  return (
    <section className="container-site section-y overflow-x-clip" aria-labelledby="demos-title">
      <SectionHead id="demos-title" eyebrow="Try it yourself" title="Live demos you can click through" action={{ href: browserRoutes.demo, label: "All Demos" }} />
      <div className="mt-12">
        <DemosCarousel />
      </div>
    </section>
  );
}
