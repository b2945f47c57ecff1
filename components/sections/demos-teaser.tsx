"use client";

import { DemosCarousel } from "./demos-carousel";
import { SectionHead } from "@/components/ui/section-head";
import { browserRoutes } from "@/config/browser-routes";

/** The demos teaser: browser code as its carousel is, so that home's payload names it and carries none of its markup. */
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
