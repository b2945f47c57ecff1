import { OptimizedImage } from "@/components/ui/optimized-image";
import { services } from "@/lib/data/services";
import { CheckIcon } from "@/components/ui/icons/features";
import { ButtonLink } from "@/components/ui/button";
import { routes } from "@/config/routes";

/** The full services section: three services, each with its features and "Get Started" to the contact form preselected; each reachable as #{anchor} and #{id}. */
export function ServicesSection() {
  return (
    <div className="container-site grid gap-20 pb-24 md:gap-28">
      {services.map((service, index) => (
        <section key={service.id} id={service.anchor} aria-labelledby={`${service.anchor}-title`} className={`relative grid scroll-mt-28 items-center gap-10 lg:grid-cols-2 lg:gap-16 ${index > 0 ? "render-when-near near-92 lg:near-46" : ""}`}>
          {/* Links may name a service by its id (/services/#ai-integration, the id of /contact/?service=): an anchor at the same place. */}
          {service.id !== service.anchor ? <span id={service.id} aria-hidden="true" className="absolute top-0 left-0 scroll-mt-28" /> : null}
          <div className={index % 2 ? "lg:order-2" : ""}>
            <p className="eyebrow">{String(index + 1).padStart(2, "0")} · Service</p>
            <h2 id={`${service.anchor}-title`} className="text-h2 mt-3 font-semibold">{service.title}</h2>
            <p className="mt-5 text-muted">{service.description}</p>
            <ul className="mt-6 grid gap-3">
              {service.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-[0.9688rem]">
                  <CheckIcon className="mt-0.5 shrink-0 text-accent" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <ButtonLink href={routes.contactService(service.id)} size="lg" className="mt-8">
              Get Started<span className="sr-only"> with {service.title}</span>
            </ButtonLink>
          </div>
          <div className={index % 2 ? "lg:order-1" : ""}>
            <OptimizedImage src={service.imageUrl} alt="" width={640} height={480} sizes="(min-width: 1024px) 576px, 100vw" className="w-full rounded-card border border-border" />
            <div className="mt-5 rounded-card border border-border bg-surface p-5">
              <h3 className="text-small font-semibold tracking-wide text-muted uppercase">What you receive</h3>
              <ul className="mt-3 grid gap-2 text-small">
                {service.deliverables.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}
