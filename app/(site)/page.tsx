import type { Metadata } from "next";
import { BlogTeaser } from "@/components/blog/blog-teaser";
import { PortfolioSection } from "@/components/portfolio/portfolio-section";
import { AboutSection } from "@/components/sections/about-section";
import { ContactSection } from "@/components/sections/contact-section";
import { DemosTeaser } from "@/components/sections/demos-teaser";
import { Hero } from "@/components/sections/hero";
import { ProcessSection } from "@/components/sections/process-section";
import { ResourcesBlock } from "@/components/sections/resources-block";
import { ServicesTeaser } from "@/components/sections/services-teaser";
import { TechMarquee } from "@/components/sections/tech-marquee";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { organizationJsonLd, webSiteJsonLd } from "@/lib/seo/structured-data";
import { site } from "@/lib/site";

export const metadata: Metadata = pageMetadata({
  title: `${site.brand} | Premium Web Design & AI Automation, Cebu and Vancouver`,
  absoluteTitle: true,
  description: "Premium websites, practical AI automation and digital transformation for ambitious businesses in Cebu, Vancouver and beyond, built end to end by one specialist.",
  path: "/",
  keywords: ["web design Cebu", "web design Vancouver", "AI automation", "digital transformation", "premium website design"],
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(), webSiteJsonLd()]} />
      <Hero />
      <AboutSection variant="short" />
      <ServicesTeaser />
      <ProcessSection />
      <TechMarquee />
      <PortfolioSection variant="teaser" />
      <DemosTeaser />
      <BlogTeaser />
      <ResourcesBlock currentPath="/" />
      <ContactSection idPrefix="home" />
    </>
  );
}
