import type { Metadata } from "next";
import { Activity } from "react";
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
import { serviceMenu } from "@/lib/data/services";
import { aboutShort } from "@/lib/data/about";
import { organizationJsonLd, webSiteJsonLd } from "@/lib/seo/structured-data";
import { site } from "@/config/site";
import { routes } from "@/config/routes";
import { HEADINGS } from "@/lib/shell/headings";

export const metadata: Metadata = pageMetadata({
  title: `${site.brand} | Premium Web Design & AI Automation, Cebu and Vancouver`,
  absoluteTitle: true,
  description: "Premium websites, practical AI automation and digital transformation for ambitious businesses in Cebu, Vancouver and beyond, built end to end by one specialist.",
  path: routes.home,
  keywords: ["web design Cebu", "web design Vancouver", "AI automation", "digital transformation", "premium website design"],
});

/**
 * Each section hydrates in its own slice (see SiteChrome): home is the longest page. Each part drawn when near keeps,
 * until drawn, a little more room than its content takes on a 390 px phone and on a desktop (render-when-near).
 */
export default function HomePage() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(), webSiteJsonLd()]} />
      <Activity><Hero /></Activity>
      <Activity><AboutSection variant="short" block={aboutShort} /></Activity>
      <Activity><div className="render-when-near"><ServicesTeaser items={serviceMenu} /></div></Activity>
      <Activity><div className="render-when-near near-120 lg:near-66"><ProcessSection /></div></Activity>
      <Activity><div className="render-when-near near-84 lg:near-50"><TechMarquee title={HEADINGS.stack} /></div></Activity>
      <Activity><div className="render-when-near near-74 lg:near-79"><PortfolioSection variant="teaser" /></div></Activity>
      <Activity><div className="render-when-near near-66 lg:near-69"><DemosTeaser /></div></Activity>
      <Activity><div className="render-when-near near-132 lg:near-68"><BlogTeaser /></div></Activity>
      <Activity><ResourcesBlock currentPath={routes.home} /></Activity>
      <Activity><div className="render-when-near near-99 lg:near-57"><ContactSection idPrefix="home" /></div></Activity>
    </>
  );
}
