"use client";

import { buttonClasses } from "@/components/ui/button";
import { ProcessStages } from "./process-stages";

/** The three stages of a project on home: browser code with nothing from the server, so home's payload names it. */
export function ProcessSection() {
  return (
    <section className="container-site section-y" aria-labelledby="process-title">
      <p className="eyebrow">Process</p>
      <h2 id="process-title" className="section-title">How a project runs</h2>
      <ProcessStages />
      <a href="#contact" className={buttonClasses("primary", "lg", "mt-10")}>Let&apos;s Discuss Your Project</a>
    </section>
  );
}
