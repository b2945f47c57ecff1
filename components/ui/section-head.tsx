"use client";

import { ButtonLink } from "./button";

/**
 * A section's heading row: eyebrow, title (whose id labels the section), an optional intro, and a link at its end.
 * Browser code, so that a page's payload carries these few texts rather than the row's markup.
 */
export function SectionHead({ id, eyebrow, title, intro, action }: { id: string; eyebrow: string; title: string; intro?: string; action?: { href: string; label: string } }) {
  return (
    <div className="section-head">
      <div>
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={id} className="section-title">{title}</h2>
        {intro ? <p className="mt-4 max-w-2xl text-muted">{intro}</p> : null}
      </div>
      {action ? <ButtonLink href={action.href} variant="outline">{action.label}</ButtonLink> : null}
    </div>
  );
}
