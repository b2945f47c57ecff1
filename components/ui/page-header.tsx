import type { ReactNode } from "react";

/** The opening band of an inner page: eyebrow, the page's one h1, and an intro. */
export function PageHeader({ eyebrow, title, intro, children }: { eyebrow?: string; title: ReactNode; intro?: ReactNode; children?: ReactNode }) {
  return (
    <header className="container-site pt-36 pb-12 md:pt-44 md:pb-16">
      {eyebrow ? <p className="eyebrow mb-4">{eyebrow}</p> : null}
      <h1 className="text-h1 max-w-4xl font-semibold text-fg">{title}</h1>
      {intro ? <div className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{intro}</div> : null}
      {children}
    </header>
  );
}
