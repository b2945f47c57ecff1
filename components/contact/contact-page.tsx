import type { Metadata } from "next";
import { ContactSection } from "@/components/sections/contact-section";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { site } from "@/config/site";
import { routes } from "@/config/routes";
import { breadcrumbTrail } from "@/lib/seo/breadcrumbs";
import { HEADINGS } from "@/lib/shell/headings";

/** The keywords of every contact page: the form, and the answers to a post without JavaScript. */
export const CONTACT_KEYWORDS = ["contact web designer", "hire web developer Cebu", "web design quote Vancouver", "AI automation consultant"];

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
