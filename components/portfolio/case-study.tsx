import { OptimizedImage } from "@/components/ui/optimized-image";
import type { Project } from "@/lib/content";
import { Markdown } from "@/lib/markdown/render";
import { factRows } from "@/lib/content/portfolio";
import { HEADINGS } from "@/lib/shell/headings";

/** The note every case study carries: the client is fictional and its figures are targets. */
export const CONCEPT_NOTE = "A concept study: the client is fictional, the brief is ours, and every figure is a target, a projection or illustrative, not a measured result.";

/**
 * A project's case study: its outcome figures, the markdown body beside its facts, then its gallery. Laid out by the
 * width it is given (container queries), so the admin's preview column shows it as a narrow page would.
 */
export function CaseStudy({ project, body }: { project: Project; body: string }) {
  const facts = factRows(project.facts);
  const outcomes = project.facts?.outcomes ?? [];
  return (
    <div className="@container mt-16 md:mt-20">
      {outcomes.length ? (
        <section aria-labelledby="case-outcomes" className="rounded-card border border-border bg-surface p-6 sm:p-8">
          <h2 id="case-outcomes" className="text-small font-semibold uppercase tracking-[0.12em] text-muted">{HEADINGS.outcomeTargets}</h2>
          <dl className="mt-5 grid gap-6 @lg:grid-cols-2 @4xl:grid-cols-3">
            {outcomes.map((outcome) => (
              <div key={outcome.label} className="flex min-w-0 flex-col-reverse justify-end gap-1">
                <dt className="text-small text-muted">{outcome.label}</dt>
                <dd className="text-3xl font-semibold tracking-tight text-accent sm:text-4xl">{outcome.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <div className="mt-12 grid gap-12 @4xl:grid-cols-[minmax(0,1fr)_20rem] @4xl:gap-16">
        <aside aria-labelledby="case-facts" className="@4xl:col-start-2 @4xl:row-start-1">
          <div className="card fade-before-header p-6 @4xl:sticky @4xl:top-28">
            <h2 id="case-facts" className="text-h3 font-semibold">At a glance</h2>
            {facts.length ? (
              <dl className="mt-5 grid gap-4 text-small">
                {facts.map((row) => (
                  <div key={row.label} className="grid gap-1">
                    <dt className="font-semibold text-fg">{row.label}</dt>
                    <dd className="text-muted">
                      {Array.isArray(row.value) ? (
                        <ul className="flex flex-wrap gap-1.5">
                          {row.value.map((item) => (
                            <li key={item} className="fact-chip">{item}</li>
                          ))}
                        </ul>
                      ) : (
                        row.value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <p className="mt-6 border-t border-border pt-4 text-small text-muted">{CONCEPT_NOTE}</p>
          </div>
        </aside>
        <section aria-label="Case study" className="prose-article min-w-0 max-w-[68ch] @4xl:col-start-1 @4xl:row-start-1">
          <Markdown source={body} />
        </section>
      </div>

      {project.gallery.length ? (
        <section aria-labelledby="case-gallery" className="render-when-near mt-20">
          <h2 id="case-gallery" className="text-h2 font-semibold">Gallery</h2>
          <ul className="mt-8 grid gap-6 @2xl:grid-cols-2">
            {/* One shape for every picture (the mock-ups' 3:2), so that a row ends level. */}
            {project.gallery.map((image, index) => {
              // An odd count opens with one image across the row.
              const wide = project.gallery.length % 2 === 1 && index === 0;
              return (
                <li key={image.src} className={wide ? "@2xl:col-span-2" : undefined}>
                  <OptimizedImage src={image.src} alt={image.alt} width={1200} height={800} sizes={wide ? "(min-width: 1280px) 1200px, 100vw" : "(min-width: 768px) 50vw, 100vw"} className="aspect-[3/2] w-full rounded-card border border-border bg-surface object-cover shadow-raised" />
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
