import type { Metadata } from "next";
import { ServicesSection } from "@/components/sections/services-section";
import { JsonLd } from "@/components/seo/json-ld";
import { PageHeader } from "@/components/ui/page-header";
import { services } from "@/lib/data/services";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/seo/structured-data";
import { routes } from "@/config/routes";
import { breadcrumbTrail } from "@/lib/seo/breadcrumbs";
import { HEADINGS } from "@/lib/shell/headings";

export const metadata: Metadata = pageMetadata({
  title: "Services: Web Design, AI Solutions and Digital Transformation",
  description: "Custom web design and development, AI-powered chat and automation, and digital transformation with SEO and campaigns, for businesses in Cebu and Vancouver.",
  path: routes.services,
  keywords: ["web design services", "AI automation services", "digital transformation", "SEO services", "Cebu", "Vancouver"],
});

export default function ServicesPage() {
  return (
    <>
      <JsonLd data={[...services.map((service) => serviceJsonLd({ name: service.title, description: service.description, path: service.link })), breadcrumbJsonLd(breadcrumbTrail("services"))]} />
      <PageHeader eyebrow="Services" title={HEADINGS.services} intro="Three ways I help a business grow online. Each can stand alone, and they work best together: a fast site, automation that saves hours, and the marketing that brings people in." />
      <ServicesSection />
    </>
  );
}
