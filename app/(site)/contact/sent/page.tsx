import type { Metadata } from "next";
import { CONTACT_KEYWORDS } from "@/components/contact/contact-page";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { CONTACT_TEXTS } from "@/lib/inquiries/texts";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/config/site";
import { routes } from "@/config/routes";

export const metadata: Metadata = pageMetadata({
  title: "Message Sent",
  description: `Your message reached ${site.brand}. A personal reply follows within 24 business hours.`,
  path: routes.contactSent,
  keywords: CONTACT_KEYWORDS,
  noindex: true,
});

/** /contact/sent/: the answer to a message sent without JavaScript, the success text of the error catalogue. */
export default function ContactSent() {
  return (
    <PageHeader eyebrow="Contact" title={CONTACT_TEXTS.successTitle} intro={<p>{CONTACT_TEXTS.success}</p>}>
      <div className="mt-9 flex flex-wrap gap-3">
        <ButtonLink href={routes.home}>Back to the home page</ButtonLink>
        <ButtonLink href={routes.blog} variant="outline">Read the journal</ButtonLink>
      </div>
    </PageHeader>
  );
}
