import type { Metadata } from "next";
import { ContactSection } from "@/components/sections/contact-section";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { ogImagePath } from "@/lib/seo/og";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { site } from "@/config/site";

export const contactPageMetadata: Metadata = pageMetadata({
  title: "Contact: Start Your Web, AI or Digital Project",
  description: `Tell ${site.brand} about your website, AI automation or digital transformation project. A personal reply within 24 business hours, from Cebu or Vancouver.`,
  path: "/contact/",
  keywords: ["contact web designer", "hire web developer Cebu", "web design quote Vancouver", "AI automation consultant"],
  image: ogImagePath("page", "contact"),
});

/** /contact/, and /contact/?service=ID with that service preselected in the form. */
export function ContactPage({ defaultService }: { defaultService?: string }) {
  return (
    <div className="pt-20 md:pt-24">
      <JsonLd data={breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: "Contact", path: "/contact/" }])} />
      <ContactSection defaultService={defaultService} idPrefix="page" headingLevel="h1" title="Let's Work Together" />
    </div>
  );
}
