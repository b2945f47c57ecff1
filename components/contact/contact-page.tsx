import type { Metadata } from "next";
import { ContactSection } from "@/components/sections/contact-section";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { ogImagePath } from "@/lib/seo/og";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { site } from "@/config/site";
import { routes } from "@/config/routes";
import { ContactForm } from "@/components/contact/contact-form";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { CONTACT_TOASTS } from "@/lib/inquiries/client-result";
import { breadcrumbTrail } from "@/lib/seo/breadcrumbs";

const CONTACT_KEYWORDS = ["contact web designer", "hire web developer Cebu", "web design quote Vancouver", "AI automation consultant"];

export const contactPageMetadata: Metadata = pageMetadata({
  title: "Contact: Start Your Web, AI or Digital Project",
  description: `Tell ${site.brand} about your website, AI automation or digital transformation project. A personal reply within 24 business hours, from Cebu or Vancouver.`,
  path: routes.contact,
  keywords: CONTACT_KEYWORDS,
  image: ogImagePath("page", "contact"),
});

/** /contact/, and /contact/?service=ID with that service preselected in the form. */
export function ContactPage({ defaultService }: { defaultService?: string }) {
  return (
    <div className="pt-20 md:pt-24">
      <JsonLd data={breadcrumbJsonLd(breadcrumbTrail("contact"))} />
      <ContactSection defaultService={defaultService} idPrefix="page" headingLevel="h1" title="Let's Work Together" />
    </div>
  );
}

export const contactSendMetadata: Metadata = pageMetadata({
  title: "Contact: Check Your Message",
  description: `Your message to ${site.brand} could not be sent yet: check the form, everything you typed is still in it.`,
  path: routes.contactSend,
  keywords: CONTACT_KEYWORDS,
  noindex: true,
});

/**
 * /contact/send/: where the form posts without JavaScript (components/contact/contact-action.ts). Rendered per request,
 * never cached: when the post did not go through, the form shows the messages and what the visitor typed.
 */
export function ContactSendPage() {
  return (
    <>
      <PageHeader eyebrow="Contact" title="Let's Work Together" intro={<p>Please check the form below: everything you typed is still in it. I reply {site.responseTime}.</p>} />
      <section className="container-site pb-24" aria-label="Contact form">
        <div className="card max-w-3xl p-6 sm:p-9">
          <ContactForm variant="full" idPrefix="page" />
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
    <PageHeader eyebrow="Contact" title={CONTACT_TOASTS.successTitle} intro={<p>{CONTACT_TOASTS.successDescription}</p>}>
      <div className="mt-9 flex flex-wrap gap-3">
        <ButtonLink href={routes.home}>Back to the home page</ButtonLink>
        <ButtonLink href={routes.blog} variant="outline">Read the journal</ButtonLink>
      </div>
    </PageHeader>
  );
}
