import type { Metadata } from "next";
import { PortfolioSection } from "@/components/portfolio/portfolio-section";
import { JsonLd } from "@/components/seo/json-ld";
import { PageHeader } from "@/components/ui/page-header";
import { getContentSource } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { site } from "@/config/site";
import { routes } from "@/config/routes";
import { breadcrumbTrail } from "@/lib/seo/breadcrumbs";
import { HEADINGS } from "@/lib/shell/headings";

export const metadata: Metadata = pageMetadata({
  title: "Portfolio: Concept Websites, AI Assistants and Dashboards",
  description: `Concept projects from ${site.brand}, in development and illustrative: booking sites, e-commerce, AI lead assistants and operations dashboards.`,
  path: routes.portfolio,
  keywords: ["web design portfolio", "AI assistant concept", "dashboard design", "Cebu web designer portfolio"],
});

export default async function PortfolioPage() {
  const projects = await getContentSource().listProjects();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(breadcrumbTrail("portfolio"))} />
      <PageHeader eyebrow="Portfolio" title={HEADINGS.portfolio} intro="Concept projects that show how I plan, design and build: each one starts from a realistic brief for a business in Cebu, Vancouver or beyond." />
      <PortfolioSection variant="full" projects={projects} />
    </>
  );
}
