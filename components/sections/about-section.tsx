"use client";

import type { AboutBlock } from "@/lib/data/about";
import { founder } from "@/config/founder";
import { offices } from "@/config/offices";
import { browserRoutes } from "@/config/browser-routes";
import { ButtonLink } from "@/components/ui/button";

/**
 * The About section: the short variant on home ("Learn more"), the full story on /about/ (which adds the "Why Partner
 * With Me?" cards after it). Browser code: the page's payload carries the text block, not the section's markup.
 */
export function AboutSection({ variant, block }: { variant: "short" | "full"; block: AboutBlock }) {
  return (
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
              <ButtonLink href={browserRoutes.about} variant="outline">Learn more<span className="sr-only"> about {founder.name}</span></ButtonLink>
            ) : (
              <>
                <ButtonLink href={browserRoutes.contact} size="lg">Discuss Your Project</ButtonLink>
                <ButtonLink href={browserRoutes.contact} variant="outline" size="lg">Ready to boost your online presence</ButtonLink>
              </>
            )}
          </div>
        </div>
        <figure className="relative mx-auto w-full max-w-sm">
          {/* A finished WebP of 960 px (43 KB), served as it is: a srcset would add its addresses to the page. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- served as it is (above) */}
          <img src={browserRoutes.illustration("founder")} alt={`Illustrated portrait of ${founder.name}`} width={384} height={448} loading="lazy" decoding="async" className="portrait" />
          <figcaption className="mt-4 text-center text-small text-muted">{founder.name} · {founder.role} · {offices.map((office) => office.label).join(" & ")}</figcaption>
        </figure>
      </div>
    </section>
  );
}
