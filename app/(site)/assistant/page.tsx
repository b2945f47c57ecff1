import type { Metadata } from "next";
import { ChatPanel } from "@/components/chat/chat-panel";
import { ContactForm } from "@/components/contact/contact-form";
import { PageHeader } from "@/components/ui/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/config/site";
import { CheckIcon } from "@/components/ui/icons/features";
import { routes } from "@/config/routes";

export const metadata: Metadata = pageMetadata({
  title: `Ask ${site.assistantName}, Our AI Assistant`,
  description: `${site.assistantName} is ${site.brand}'s AI assistant: ask about web design, AI automation, pricing, timelines and the regions we serve, with links to the pages it uses.`,
  path: routes.assistant,
  keywords: ["AI assistant", "website chatbot", "web design questions", `${site.brand}`],
});

const topics = [
  "What each service includes and what you receive at the end",
  "How projects run, typical timelines and how pricing works",
  "Working with businesses in Cebu, Vancouver and elsewhere",
  "Articles on SEO, e-commerce, AI automation and performance",
];

export default function AssistantPage() {
  return (
    <>
      <PageHeader
        eyebrow="AI assistant"
        title={`Ask ${site.assistantName}`}
        intro={`${site.assistantName} is an AI assistant that answers from this site's own pages and links you to where it found the answer. It is not a person: for a quote or anything specific to your project, leave a message and ${site.founder.name.split(" ")[0]} will reply himself.`}
      />
      <div className="container-site grid gap-10 pb-24 lg:grid-cols-12 lg:gap-12 md:pb-32">
        <div className="lg:sticky lg:top-24 lg:col-span-7 lg:self-start">
          <ChatPanel mode="embedded" />
        </div>
        <aside className="grid content-start gap-8 lg:col-span-5">
          <section aria-labelledby="assistant-topics" className="card p-6 sm:p-7">
            <h2 id="assistant-topics" className="text-h3 font-semibold text-fg">
              What {site.assistantName} can help with
            </h2>
            <ul className="mt-4 grid gap-3 text-[0.9375rem] text-muted">
              {topics.map((topic) => (
                <li key={topic} className="flex gap-3">
                  <CheckIcon className="mt-1 size-4 shrink-0 text-accent" strokeWidth={2.25} />
                  <span>{topic}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="assistant-contact" className="card p-6 sm:p-7">
            <h2 id="assistant-contact" className="text-h3 font-semibold text-fg">
              Prefer a person?
            </h2>
            <p className="mt-2 mb-6 text-[0.9375rem] text-muted">Send a short message and you&apos;ll hear back {site.responseTime}.</p>
            <ContactForm variant="short" idPrefix="assistant-contact" />
          </section>
        </aside>
      </div>
    </>
  );
}
