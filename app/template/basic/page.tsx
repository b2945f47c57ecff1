import type { Metadata } from "next";
import { BasicTemplate } from "@/components/demos/basic-template";
import { TemplateShell } from "@/components/demos/template-shell";

export const metadata: Metadata = { title: { absolute: "Basic Website Template Preview" }, robots: { index: false, follow: false } };

export default function BasicTemplatePage() {
  return (
    <TemplateShell title="Basic Website Template Preview">
      <BasicTemplate standalone />
    </TemplateShell>
  );
}
