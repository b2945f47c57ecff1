import { carouselDemos } from "@/lib/data/carousel-demos";
import { DemosCarousel } from "./demos-carousel";
import { OptimizedImage } from "@/components/ui/optimized-image";
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
        <DemosCarousel
          images={carouselDemos.map((demo) => (
            <OptimizedImage key={demo.id} src={demo.imageUrl} alt="" width={640} height={480} sizes="(min-width: 448px) 416px, 92vw" className="aspect-[16/10] w-full object-cover" draggable={false} />
          ))}
        />
      </div>
    </section>
  );
}
