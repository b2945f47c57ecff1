import type { RegionView } from "@/lib/regions";
import { site } from "@/config/site";
import { ButtonLink } from "@/components/ui/button";
import { routes } from "@/config/routes";
import { regionHeadings } from "@/lib/shell/headings";

export function RegionLanding({ region }: { region: RegionView }) {
  const place = region.place;
  const headings = regionHeadings(place);
  return (
    <>
      <section className="relative overflow-hidden">
        <div aria-hidden="true" className="pointer-events-none absolute -top-40 right-[-10%] size-[44rem] glow [--glow:color-mix(in_oklab,var(--accent)_12%,transparent)]" />
        <div className="container-site relative pt-36 pb-16 md:pt-48 md:pb-24">
          <p className="eyebrow">{region.fixed ? `Web design · ${place}, ${region.country}` : `Web design · ${place}`}</p>
          <h1 className="text-display mt-5 max-w-5xl font-semibold text-fg">{region.heroHeading}</h1>
          <p className="mt-7 max-w-2xl text-lg leading-relaxed text-muted">{region.heroSub}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink href={routes.contact} size="xl">{region.ctaText}</ButtonLink>
            <ButtonLink href={routes.services} variant="outline" size="xl">See all services</ButtonLink>
          </div>
        </div>
      </section>

      {region.intro.length ? (
        <section className="container-site pb-4" aria-label={`Working with businesses in ${place}`}>
          <div className="grid gap-6 border-t border-border pt-12 md:grid-cols-2 md:gap-12">
            {region.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="text-muted">{paragraph}</p>
            ))}
          </div>
        </section>
      ) : null}

      <section className="container-site section-y render-when-near" aria-labelledby="region-services">
        <p className="eyebrow">What I build</p>
        <h2 id="region-services" className="text-h2 mt-3 font-semibold">{headings.services}</h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {region.services.map((service, index) => (
            <li key={service.title} className="card flex flex-col p-6">
              <span className="eyebrow tabular-nums" aria-hidden="true">{String(index + 1).padStart(2, "0")}</span>
              <h3 className="mt-3 text-[1.0625rem] leading-snug font-semibold">{service.title}</h3>
              {service.blurb ? <p className="mt-2 text-small text-muted">{service.blurb}</p> : null}
            </li>
          ))}
        </ul>
      </section>

      <section className="container-site pb-24 render-when-near">
        <div className="relative overflow-hidden rounded-card bg-fg px-7 py-14 text-bg sm:px-14 sm:py-16">
          <div aria-hidden="true" className="pointer-events-none absolute -right-32 -bottom-32 size-[26rem] glow [--glow:color-mix(in_oklab,var(--accent)_30%,transparent)]" />
          <h2 className="text-h2 relative max-w-2xl font-semibold">{headings.callToAction}</h2>
          <p className="relative mt-4 max-w-xl opacity-80">Tell me what you sell and who buys it. You will hear back from me personally {site.responseTime}, with a clear next step.</p>
          <ButtonLink href={routes.contact} size="lg" className="relative mt-8">{region.ctaText}</ButtonLink>
        </div>
      </section>
    </>
  );
}
