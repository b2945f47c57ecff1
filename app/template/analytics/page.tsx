import type { Metadata } from "next";
import { StandaloneDashboard } from "@/components/demos/standalone-dashboard";
import { TemplateShell } from "@/components/demos/template-shell";
import { site } from "@/config/site";
import { pageMetadata } from "@/lib/seo/metadata";
import { ogImagePath } from "@/lib/seo/og";
import { routes } from "@/config/routes";

export const metadata: Metadata = pageMetadata({
  title: "Analytics Dashboard Template Preview",
  absoluteTitle: true,
  description: `A full-page preview of ${site.brand}'s analytics dashboard template: visitors, sign-ups and revenue charts on sample data that refreshes every 10 seconds.`,
  path: routes.templates.analytics,
  keywords: ["analytics dashboard template", "dashboard demo", "KPI dashboard", "business dashboard design"],
  image: ogImagePath("page", "demo"),
  noindex: true,
});

export default function AnalyticsTemplatePage() {
  return (
    <TemplateShell title="Analytics Dashboard Template Preview">
      <div className="mx-auto max-w-6xl px-5 pt-10 pb-16">
        <p className="eyebrow">Sample data · refreshes every 10 seconds</p>
        <h2 className="text-h2 mt-2 font-semibold">Operations overview</h2>
        <div className="mt-8"><StandaloneDashboard /></div>
      </div>
    </TemplateShell>
  );
}
