"use client";

import { Children, useCallback, useRef, useState, type ReactNode } from "react";
import { swipeDirection, wrapIndex } from "@/lib/demos/carousel";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons/paging";
import { buttonClasses } from "@/components/ui/button-classes";

/**
 * A horizontal carousel: scroll-snapped slides, previous and next wrapping around, a swipe or drag beyond 40 px
 * moving one slide, and the arrow keys when it has focus.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const pointerStart = useRef<number | null>(null);
  // While the track scrolls to a slide chosen by button, key or swipe, that slide stays the current one: the
  // positions passed on the way (and a last slide the track cannot bring to its start) do not change it.
  // `settlingAt` is the scroll position being settled to, or null; `resumed` notes that a cut-short scroll was resumed.
  const settlingAt = useRef<number | null>(null);
  const resumed = useRef(false);

  const goTo = useCallback(
    (index: number) => {
      const next = wrapIndex(index, slides.length);
      setActive(next);
      const slide = track.current?.children[next] as HTMLElement | undefined;
      if (slide && track.current) {
        const list = track.current;
        const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        const left = Math.min(slide.offsetLeft, list.scrollWidth - list.clientWidth); // the track is the slides' offsetParent
        settlingAt.current = Math.abs(list.scrollLeft - left) > 1 ? left : null;
        resumed.current = false;
        list.scrollTo({ left, behavior: reduced ? "auto" : "smooth" });
      }
    },
    [slides.length],
  );

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") goTo(active + 1);
        if (event.key === "ArrowLeft") goTo(active - 1);
      }}
      className="rounded-card outline-offset-4"
    >
      <div
        ref={track}
        className="carousel-track relative -mx-1 flex snap-x snap-mandatory gap-5 overflow-x-auto px-1 pb-4"
        onPointerDown={(event) => {
          if (event.pointerType === "mouse") pointerStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (pointerStart.current === null) return;
          const direction = swipeDirection(event.clientX - pointerStart.current);
          pointerStart.current = null;
          if (direction) goTo(active + direction);
        }}
        onDragStart={(event) => event.preventDefault()}
        onScroll={(event) => {
          if (settlingAt.current !== null) return;
          const list = event.currentTarget;
          const width = (list.children[0] as HTMLElement | undefined)?.offsetWidth ?? 1;
          const index = Math.round(list.scrollLeft / (width + 20));
          // At the end of the track the last slides cannot reach its start: a current slide among them stays current
          // (a late scroll event after the scroll to it has ended must not move the counter back).
          const atEnd = list.scrollLeft >= list.scrollWidth - list.clientWidth - 1;
          setActive((current) => (atEnd && current >= index ? current : index));
        }}
        onScrollEnd={(event) => {
          const target = settlingAt.current;
          if (target === null) return;
          const list = event.currentTarget;
          // A scroll cut short (a second key press while the first still glides, say) can come to rest, snapped, on a
          // neighbour: it goes on to the chosen slide, so the counter and the slide in view always agree.
          if (Math.abs(list.scrollLeft - target) > 1 && !resumed.current) {
            resumed.current = true;
            list.scrollTo({ left: target, behavior: "auto" });
          } else settlingAt.current = null;
        }}
      >
        {slides.map((slide, index) => (
          <div key={index} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`} className="carousel-slide">
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <div className="js-only mt-4 flex items-center gap-3">
          <button type="button" onClick={() => goTo(active - 1)} aria-label="Previous" className={buttonClasses("outline", "icon", "size-11 bg-surface")}>
            <ChevronLeftIcon />
          </button>
          <button type="button" onClick={() => goTo(active + 1)} aria-label="Next" className={buttonClasses("outline", "icon", "size-11 bg-surface")}>
            <ChevronRightIcon />
          </button>
          <p className="text-small text-muted" aria-live="polite">{Math.min(active, slides.length - 1) + 1} / {slides.length}</p>
        </div>
      ) : null}
    </div>
  );
}
