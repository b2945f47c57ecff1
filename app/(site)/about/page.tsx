import type { Metadata } from "next";
import { AboutSection } from "@/components/sections/about-section";
import { WhyPartner } from "@/components/sections/why-partner";
import { aboutStory } from "@/lib/data/about";
import { JsonLd } from "@/components/seo/json-ld";
import { PageHeader } from "@/components/ui/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, personJsonLd } from "@/lib/seo/structured-data";
import { site } from "@/config/site";
import { routes } from "@/config/routes";
import { breadcrumbTrail } from "@/lib/seo/breadcrumbs";
import { HEADINGS } from "@/lib/shell/headings";

export const metadata: Metadata = pageMetadata({
  title: `About ${site.founder.name}, Founder and IT Generalist`,
  description: `${site.founder.name} designs websites, builds AI automations and modernises operations for businesses in Cebu and Vancouver, working on every project himself.`,
  path: routes.about,
  keywords: [`about ${site.brand}`, site.founder.name, "IT generalist", "web designer Cebu", "web designer Vancouver"],
});

export default function AboutPage() {
  return (
    <>
      <JsonLd data={[personJsonLd(), breadcrumbJsonLd(breadcrumbTrail("about"))]} />
      <PageHeader eyebrow="About" title={HEADINGS.about} intro={`I'm ${site.founder.name}: the designer, developer and automation engineer behind ${site.brand}, and the person you will talk to from first call to launch.`} />
      <AboutSection variant="full" block={aboutStory} />
      <WhyPartner />
    </>
  );
}
