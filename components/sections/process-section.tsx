import { stages } from "@/lib/data/process";
import { buttonClasses } from "@/components/ui/button";

export function ProcessSection() {
  return (
    <section className="container-site section-y" aria-labelledby="process-title">
      <p className="eyebrow">Process</p>
      <h2 id="process-title" className="text-h2 mt-3 max-w-2xl font-semibold">How a project runs</h2>
      <ol className="mt-12 grid gap-5 md:grid-cols-3">
        {stages.map((stage) => (
          <li key={stage.stage} className="card relative overflow-hidden p-7">
            <span className="text-[3.5rem] leading-none font-semibold tracking-tight text-accent" aria-hidden="true">{stage.stage}</span>
            <h3 className="mt-4 text-h3 font-semibold"><span className="sr-only">{stage.stage} </span>{stage.title}</h3>
            <p className="mt-3 text-muted">{stage.description}</p>
          </li>
        ))}
      </ol>
      <a href="#contact" className={buttonClasses("primary", "lg", "mt-10")}>Let&apos;s Discuss Your Project</a>
    </section>
  );
}
