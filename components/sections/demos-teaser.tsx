import { carouselDemos } from "@/lib/data/carousel-demos";
import { DemosCarousel } from "./demos-carousel";
import { ButtonLink } from "@/components/ui/button";
import { routes } from "@/config/routes";

export function DemosTeaser() {
  return (
    <section className="container-site section-y overflow-x-clip" aria-labelledby="demos-title">
      <div className="section-head">
        <div>
          <p className="eyebrow">Try it yourself</p>
          <h2 id="demos-title" className="section-title">Live demos you can click through</h2>
        </div>
        <ButtonLink href={routes.demo} variant="outline">All Demos</ButtonLink>
      </div>
      <div className="mt-12">
        <DemosCarousel demos={carouselDemos} />
      </div>
    </section>
  );
}
