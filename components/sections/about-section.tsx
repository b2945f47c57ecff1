import { OptimizedImage } from "@/components/ui/optimized-image";
import { aboutShort, aboutStory } from "@/lib/data/about";
import { site } from "@/config/site";
import { WhyPartner } from "./why-partner";
import { ButtonLink } from "@/components/ui/button";
import { routes } from "@/config/routes";

/** The About section: the short variant on home ("Learn more"), the full story on /about/. */
export function AboutSection({ variant }: { variant: "short" | "full" }) {
  const block = variant === "short" ? aboutShort : aboutStory;
  return (
    <>
      <section className="container-site section-y" aria-labelledby={`about-${variant}`}>
        <div className="grid items-center gap-12 lg:grid-cols-[1.15fr_0.85fr] lg:gap-20">
          <div>
            {variant === "short" ? <p className="eyebrow">About the studio</p> : null}
            <h2 id={`about-${variant}`} className="text-h2 mt-3 font-semibold">{block.heading}</h2>
            <div className="mt-6 grid gap-5 text-muted">
              {block.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
            <div className="mt-9 flex flex-wrap gap-3">
              {variant === "short" ? (
                <ButtonLink href={routes.about} variant="outline">Learn more<span className="sr-only"> about {site.founder.name}</span></ButtonLink>
              ) : (
                <>
                  <ButtonLink href={routes.contact} size="lg">Discuss Your Project</ButtonLink>
                  <ButtonLink href={routes.contact} variant="outline" size="lg">Ready to boost your online presence</ButtonLink>
                </>
              )}
            </div>
          </div>
          <figure className="relative mx-auto w-full max-w-sm">
            <OptimizedImage src={routes.illustration("founder")} alt={`Illustrated portrait of ${site.founder.name}`} width={384} height={448} className="w-full rounded-card border border-border bg-surface shadow-[-12px_-12px_40px_color-mix(in_oklab,var(--accent)_24%,transparent),12px_12px_40px_color-mix(in_oklab,var(--coral)_22%,transparent)]" />
            <figcaption className="mt-4 text-center text-small text-muted">{site.founder.name} · {site.founder.role} · {site.offices.map((office) => office.label).join(" & ")}</figcaption>
          </figure>
        </div>
      </section>
      {variant === "full" ? <WhyPartner /> : null}
    </>
  );
}
