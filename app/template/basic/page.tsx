import type { Metadata } from "next";
import { BasicTemplate } from "@/components/demos/basic-template";
import { TemplateShell } from "@/components/demos/template-shell";
import { site } from "@/config/site";
import { pageMetadata } from "@/lib/seo/metadata";
import { ogImagePath } from "@/lib/seo/og";
import { routes } from "@/config/routes";

export const metadata: Metadata = pageMetadata({
  title: "Basic Website Template Preview",
  absoluteTitle: true,
  description: `A full-page preview of ${site.brand}'s one-page website template: a sample café site with menu, gallery, reviews and a visit section, on any screen.`,
  path: routes.templates.basic,
  keywords: ["website template", "one-page website template", "website template preview", "small business website demo"],
  image: ogImagePath("page", "demo"),
  noindex: true,
});

export default function BasicTemplatePage() {
  return (
    <TemplateShell title="Basic Website Template Preview">
      <BasicTemplate standalone />
    </TemplateShell>
  );
}
