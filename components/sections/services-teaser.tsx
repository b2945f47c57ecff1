import Link from "@/components/ui/intent-link";
import { services } from "@/lib/data/services";
import { ButtonLink } from "@/components/ui/button";
import { routes } from "@/config/routes";

/** A menu of the three services; hovering or focusing an item reveals its line. CSS only. */
export function ServicesTeaser() {
  return (
    <section className="container-site section-y" aria-labelledby="services-teaser">
      <div className="section-head">
        <div>
          <p className="eyebrow">Services</p>
          <h2 id="services-teaser" className="section-title">Three things, done properly</h2>
        </div>
        <ButtonLink href={routes.services} variant="outline">Explore Services</ButtonLink>
      </div>
      <ul className="mt-12 border-t border-border">
        {services.map((service, index) => (
          <li key={service.id} className="group service-row">
            <Link href={service.link} className="service-row__link">
              <span className="eyebrow tabular-nums">{String(index + 1).padStart(2, "0")}</span>
              <span className="service-title">{service.title}</span>
              <span className="service-line">{service.hoverText}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
