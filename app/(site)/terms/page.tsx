import type { Metadata } from "next";
import Link from "@/components/ui/intent-link";
import { LegalPage } from "@/components/ui/legal-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/config/site";
import { routes } from "@/config/routes";
import { pages } from "@/config/pages";

export const metadata: Metadata = pageMetadata({
  title: `Terms of Use for the ${site.brand} Website`,
  description: `The terms for using the ${site.brand} website, its demos, articles and AI assistant, and how project work is agreed: in a written scope and quote.`,
  path: routes.terms,
  keywords: ["terms of use", `${site.brand} terms`, "website terms", "project scope and quote"],
});

export default function TermsPage() {
  return (
    <LegalPage title={pages.terms.title} updated="November 22, 2026" intro={`These terms cover your use of this website. Project work is always agreed separately, in a written scope and quote from ${site.brand}.`}>
      <h2>The content</h2>
      <p>Articles, illustrations and code samples on this site are written and made by the studio. You are welcome to quote short passages with a link back. Guidance in the journal is general: check it against your own situation before acting on it.</p>
      <h2>Portfolio and demos</h2>
      <p>The portfolio shows concept projects that are in development and illustrative, not client case studies. The demos use generated sample data; nothing you type into them is kept, except messages you send to the AI assistant, which are handled as the <Link href={routes.privacy}>privacy policy</Link> describes.</p>
      <h2>The AI assistant</h2>
      <p>{site.assistantName} is an AI assistant. It can be wrong. Nothing it says is a quote, a contract or professional advice; for anything that matters, the studio confirms it in writing.</p>
      <h2>Project work</h2>
      <p>Every engagement starts with a written scope, timeline and quote in PHP or CAD. Work begins only when both sides have agreed to it.</p>
      <h2>Contact</h2>
      <p>Questions about these terms: <a href={`mailto:${site.email}`}>{site.email}</a>.</p>
    </LegalPage>
  );
}
