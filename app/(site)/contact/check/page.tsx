import type { Metadata } from "next";
import { cookies } from "next/headers";
import { CONTACT_KEYWORDS } from "@/components/contact/contact-page";
import { ContactForm } from "@/components/contact/contact-form";
import { PageHeader } from "@/components/ui/page-header";
import { decodeFormState, formStateCookieNames } from "@/lib/inquiries/form-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { HEADINGS } from "@/lib/shell/headings";
import { site } from "@/config/site";
import { routes } from "@/config/routes";

export const metadata: Metadata = pageMetadata({
  title: "Contact: Check Your Message",
  description: `Your message to ${site.brand} could not be sent yet: check the form, everything you typed is still in it.`,
  path: routes.contactCheck,
  keywords: CONTACT_KEYWORDS,
  noindex: true,
});

/**
 * /contact/check/: the form again after a post without JavaScript that did not go through (lib/inquiries/form-page.ts),
 * with the messages and what the visitor typed, from the cookies of POST /api/contact/'s answer. Rendered for each
 * request, never cached (the proxy sends it `private, no-store`).
 */
export default async function ContactCheck() {
  const jar = await cookies();
  const state = decodeFormState(formStateCookieNames.map((name) => jar.get(name)?.value));
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
