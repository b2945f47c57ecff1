"use client";

import { buttonClasses } from "@/components/ui/button";
import { stages } from "@/lib/data/process";

/**
 * The three stages of a project on home: browser code that imports them, with nothing from the server, so home's
 * payload names it and carries none of the cards.
 */
export function ProcessSection() {
  return (
    <section className="container-site section-y" aria-labelledby="process-title">
      <p className="eyebrow">Process</p>
      <h2 id="process-title" className="section-title">How a project runs</h2>
      <ol className="mt-12 grid gap-5 md:grid-cols-3">
        {stages.map((stage) => (
          <li key={stage.stage} className="process-card">
            <span aria-hidden="true">{stage.stage}</span>
            <h3><span className="sr-only">{stage.stage} </span>{stage.title}</h3>
            <p>{stage.description}</p>
          </li>
        ))}
      </ol>
      <a href="#contact" className={buttonClasses("primary", "lg", "mt-10")}>Let&apos;s Discuss Your Project</a>
    </section>
  );
}
