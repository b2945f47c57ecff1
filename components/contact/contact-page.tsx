import type { Metadata } from "next";
import { ContactSection } from "@/components/sections/contact-section";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { site } from "@/config/site";
import { routes } from "@/config/routes";
import { ContactForm } from "@/components/contact/contact-form";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { CONTACT_TEXTS } from "@/lib/inquiries/texts";
import type { ContactFormState } from "@/lib/inquiries/form-page";
import { breadcrumbTrail } from "@/lib/seo/breadcrumbs";
import { HEADINGS } from "@/lib/shell/headings";

const CONTACT_KEYWORDS = ["contact web designer", "hire web developer Cebu", "web design quote Vancouver", "AI automation consultant"];

export const contactPageMetadata: Metadata = pageMetadata({
  title: "Contact: Start Your Web, AI or Digital Project",
  description: `Tell ${site.brand} about your website, AI automation or digital transformation project. A personal reply within 24 business hours, from Cebu or Vancouver.`,
  path: routes.contact,
  keywords: CONTACT_KEYWORDS,
});

/** /contact/, and /contact/?service=ID with that service preselected in the form. */
export function ContactPage({ defaultService }: { defaultService?: string }) {
  return (
    <div className="pt-20 md:pt-24">
      <JsonLd data={breadcrumbJsonLd(breadcrumbTrail("contact"))} />
      <ContactSection defaultService={defaultService} idPrefix="page" headingLevel="h1" title={HEADINGS.contact} />
    </div>
  );
}

export const contactCheckMetadata: Metadata = pageMetadata({
  title: "Contact: Check Your Message",
  description: `Your message to ${site.brand} could not be sent yet: check the form, everything you typed is still in it.`,
  path: routes.contactCheck,
  keywords: CONTACT_KEYWORDS,
  noindex: true,
});

/**
 * /contact/check/: the form again after a post without JavaScript that did not go through (lib/inquiries/form-page.ts),
 * with the messages and what the visitor typed. Rendered per request, never cached.
 */
export function ContactCheckPage({ state }: { state: ContactFormState | null }) {
  const intro = state ? "Please check the form below: everything you typed is still in it." : "Please fill in the form below.";
  return (
    <>
      <PageHeader eyebrow="Contact" title={HEADINGS.contact} intro={<p>{intro} I reply {site.responseTime}.</p>} />
      <section className="container-site pb-24" aria-label="Contact form">
        <div className="card max-w-3xl p-6 sm:p-9">
          <ContactForm variant="full" idPrefix="page" initialState={state ?? undefined} />
        </div>
      </section>
    </>
  );
}

export const contactSentMetadata: Metadata = pageMetadata({
  title: "Message Sent",
  description: `Your message reached ${site.brand}. A personal reply follows within 24 business hours.`,
  path: routes.contactSent,
  keywords: CONTACT_KEYWORDS,
  noindex: true,
});

/** /contact/sent/: the answer to a message sent without JavaScript, the success text of the error catalogue. */
export function ContactSentPage() {
  return (
    <PageHeader eyebrow="Contact" title={CONTACT_TEXTS.successTitle} intro={<p>{CONTACT_TEXTS.success}</p>}>
      <div className="mt-9 flex flex-wrap gap-3">
        <ButtonLink href={routes.home}>Back to the home page</ButtonLink>
        <ButtonLink href={routes.blog} variant="outline">Read the journal</ButtonLink>
      </div>
    </PageHeader>
  );
}
