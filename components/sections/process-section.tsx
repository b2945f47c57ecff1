import { buttonClasses } from "@/components/ui/button";
import { ProcessStages } from "./process-stages";

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
