"use client";

import Link from "@/components/ui/intent-link";
import type { ServiceMenuItem } from "@/lib/data/services";
import { SectionHead } from "@/components/ui/section-head";
import { browserRoutes } from "@/config/browser-routes";

/** A menu of the three services; hovering or focusing an item reveals its line. CSS only. */
export function ServicesTeaser({ items }: { items: ServiceMenuItem[] }) {
  return (
    <section className="container-site section-y" aria-labelledby="services-teaser">
      <SectionHead id="services-teaser" eyebrow="Services" title="Three things, done properly" action={{ href: browserRoutes.services, label: "Explore Services" }} />
      <ul className="mt-12 border-t border-border">
        {items.map((service, index) => (
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
