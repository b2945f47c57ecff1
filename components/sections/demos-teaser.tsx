import Link from "@/components/ui/intent-link";
import { carouselDemos } from "@/lib/data/carousel-demos";
import { DemosCarousel } from "./demos-carousel";

export function DemosTeaser() {
  return (
    <section className="container-site section-y overflow-x-clip" aria-labelledby="demos-title">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <p className="eyebrow">Try it yourself</p>
          <h2 id="demos-title" className="text-h2 mt-3 max-w-2xl font-semibold">Live demos you can click through</h2>
        </div>
        <Link href="/demo/" className="inline-flex h-11 items-center rounded-full border border-border-strong px-5 font-semibold hover:border-accent hover:text-accent">All Demos</Link>
      </div>
      <div className="mt-12">
        <DemosCarousel demos={carouselDemos} />
      </div>
    </section>
  );
}
