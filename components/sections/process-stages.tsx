"use client";

import { stages } from "@/lib/data/process";

/** The three stages, browser code that imports them: the page's payload carries a reference, not the cards. */
export function ProcessStages() {
  return (
    <ol className="mt-12 grid gap-5 md:grid-cols-3">
      {stages.map((stage) => (
        <li key={stage.stage} className="process-card">
          <span aria-hidden="true">{stage.stage}</span>
          <h3><span className="sr-only">{stage.stage} </span>{stage.title}</h3>
          <p>{stage.description}</p>
        </li>
      ))}
    </ol>
  );
}
