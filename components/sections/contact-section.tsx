import { ContactForm } from "@/components/contact/contact-form";
import { site } from "@/config/site";
import { SHELL_LABELS } from "@/lib/shell/labels";

/** The inline contact section with the full form (home and /contact/). */
export function ContactSection({ defaultService, idPrefix, headingLevel = "h2", title = SHELL_LABELS.contactHeading }: { defaultService?: string; idPrefix: string; headingLevel?: "h1" | "h2"; title?: string }) {
  const Heading = headingLevel;
  return (
    <section id="contact" className="container-site section-y scroll-mt-24" aria-labelledby={`${idPrefix}-contact-title`}>
      <div className="grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-20">
        <div>
          <p className="eyebrow">Contact</p>
          <Heading id={`${idPrefix}-contact-title`} className={`${headingLevel === "h1" ? "text-h1" : "text-h2"} mt-3 font-semibold`}>{title}</Heading>
          <p className="mt-5 text-muted">Share a few lines about your business and what you want to change. I read every message myself and respond {site.responseTime}, with honest next steps and no sales script.</p>
          <dl className="mt-9 grid gap-5 text-small">
            <div>
              <dt className="font-semibold text-fg">E-mail</dt>
              <dd className="mt-1"><a className="text-accent underline underline-offset-4" href={`mailto:${site.email}`}>{site.email}</a></dd>
            </div>
            <div>
              <dt className="font-semibold text-fg">Studios</dt>
              <dd className="mt-1 text-muted">{site.offices.map((office) => office.label).join(" · ")}</dd>
            </div>
            <div>
              <dt className="font-semibold text-fg">Response time</dt>
              <dd className="mt-1 text-muted">A personal reply {site.responseTime}</dd>
            </div>
          </dl>
        </div>
        <div className="card p-6 sm:p-9">
          <ContactForm variant="full" idPrefix={idPrefix} defaultService={defaultService} />
        </div>
      </div>
    </section>
  );
}
