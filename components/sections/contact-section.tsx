"use client";

import { ContactForm } from "@/components/contact/contact-form";
import { offices } from "@/config/offices";
import { siteContact } from "@/config/site-contact";
import { SHELL_LABELS } from "@/lib/shell/labels";

/**
 * The inline contact section with the full form (home and /contact/). Browser code, as its form is: the page's payload
 * names it with its few props instead of repeating its markup.
 */
export function ContactSection({ defaultService, idPrefix, headingLevel = "h2", title = SHELL_LABELS.contactHeading }: { defaultService?: string; idPrefix: string; headingLevel?: "h1" | "h2"; title?: string }) {
  const Heading = headingLevel;
  return (
    <section id="contact" className="container-site section-y scroll-mt-24" aria-labelledby={`${idPrefix}-contact-title`}>
      <div className="grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-20">
        <div>
          <p className="eyebrow">Contact</p>
          <Heading id={`${idPrefix}-contact-title`} className={`${headingLevel === "h1" ? "text-h1" : "text-h2"} mt-3 font-semibold`}>{title}</Heading>
          <p className="mt-5 text-muted">Share a few lines about your business and what you want to change. I read every message myself and respond {siteContact.responseTime}, with honest next steps and no sales script.</p>
          <dl className="mt-9 grid gap-5 text-small">
            <div>
              <dt className="font-semibold text-fg">E-mail</dt>
              <dd className="mt-1"><a className="text-accent underline underline-offset-4" href={`mailto:${siteContact.email}`}>{siteContact.email}</a></dd>
            </div>
            <div>
              <dt className="font-semibold text-fg">Studios</dt>
              <dd className="mt-1 text-muted">{offices.map((office) => office.label).join(" · ")}</dd>
            </div>
            <div>
              <dt className="font-semibold text-fg">Response time</dt>
              <dd className="mt-1 text-muted">A personal reply {siteContact.responseTime}</dd>
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
