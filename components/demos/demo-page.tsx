import type { Metadata } from "next";
import { DemoBrowser } from "@/components/demos/demo-browser";
import { JsonLd } from "@/components/seo/json-ld";
import { PageHeader } from "@/components/ui/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { site } from "@/config/site";
import { routes } from "@/config/routes";
import { breadcrumbTrail } from "@/lib/seo/breadcrumbs";
import { HEADINGS } from "@/lib/shell/headings";

export const demoPageMetadata: Metadata = pageMetadata({
  title: "Interactive Demos: Website Template, AI Chatbot, Dashboard",
  description: `Try ${site.brand}'s live demos: a one-page website template, an AI chatbot that answers from this site, and an analytics dashboard with live charts.`,
  path: routes.demo,
  keywords: ["website template demo", "AI chatbot demo", "analytics dashboard demo"],
});

/** /demo/, and /demo/?demo=ID opened on that demo. */
export function DemoPage({ initialId }: { initialId: string }) {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(breadcrumbTrail("demo"))} />
      <PageHeader eyebrow="Demos" title={HEADINGS.demos} intro="Click through working examples of what I build: a website template, an AI assistant grounded in this site's content, and a live analytics dashboard. Everything here runs on sample data." />
      <div className="container-site pb-24">
        <DemoBrowser initialId={initialId} />
      </div>
    </>
  );
}
