import type { Metadata } from "next";
import { StandaloneDashboard } from "@/components/demos/standalone-dashboard";
import { TemplateShell } from "@/components/demos/template-shell";

export const metadata: Metadata = { title: { absolute: "Analytics Dashboard Template Preview" }, robots: { index: false, follow: false } };

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
