import { founder } from "../../config/founder.ts";
import { pages } from "../../config/pages.ts";
import { locationSegment, routes } from "../../config/routes.ts";
import { siteContact } from "../../config/site-contact.ts";
import { aboutShort, aboutStory } from "../data/about.ts";
import { faqs } from "../data/faq.ts";
import { fixedRegions, locations } from "../data/locations.ts";
import { stages } from "../data/process.ts";
import { services } from "../data/services.ts";
import { articleDocuments, projectDocuments, type ArticleSummary, type ProjectSummary } from "./gemini-request.ts";
import { buildIndex, type SiteDocument, type SiteIndex } from "./retrieval.ts";

/**
 * The documents the assistant answers from: the site's own copy in lib/data (services, process, FAQ, about,
 * regional pages), the published articles and the projects of the portfolio. Every link points at a page that exists, with its trailing slash.
 * The chat-with-gemini Edge Function builds its index here too, so this module and what it imports use relative paths
 * with their extension (tests/unit/chat-function/deploy-graph.test.ts).
 */

const CONTACT_LINK = { href: pages.contact.path, label: "Contact form" };

const firstSentences = (text: string, count: number) => (text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text]).slice(0, count).join("").trim();

export function staticDocuments(): SiteDocument[] {
  const documents: SiteDocument[] = [];

  documents.push({
    id: "services-overview",
    kind: "overview",
    title: "Services we offer",
    answer: `${siteContact.brand} offers three services:\n\n${services.map((service) => `- [${service.title}](${service.link}): ${service.hoverText}`).join("\n")}`,
    keywords: ["services", "what do you do", "what do you offer", "what can you do", "offer", "help with", "specialise", "specialize"],
    links: [{ href: pages.services.path, label: "All services" }, CONTACT_LINK],
  });

  for (const service of services) {
    documents.push({
      id: `service-${service.id}`,
      kind: "service",
      title: service.title,
      answer: `${service.title}: ${firstSentences(service.description, 2)}`,
      body: [service.hoverText, ...service.features, ...service.deliverables].join(" "),
      links: [
        { href: service.link, label: service.title },
        { href: routes.contactService(service.id), label: `Ask about ${service.title}` },
      ],
    });
  }

  for (const faq of faqs) {
    documents.push({ id: `faq-${faq.id}`, kind: "faq", title: faq.question, answer: faq.answer, keywords: faq.keywords, links: faq.links });
  }

  documents.push({
    id: "process",
    kind: "process",
    title: "How a project runs: Discover, Design & Iterate, Launch & Optimize",
    answer: `Projects run in three stages. ${stages.map((stage) => `${stage.stage} ${stage.title}: ${firstSentences(stage.description, 1)}`).join(" ")}`,
    body: stages.map((stage) => stage.description).join(" "),
    keywords: ["process", "stages", "how does a project run", "how do you work", "steps", "what happens"],
    links: [{ href: pages.about.path, label: "How I work" }, CONTACT_LINK],
  });

  documents.push({
    id: "about",
    kind: "about",
    title: `About ${founder.name}, founder of ${siteContact.brand}`,
    answer: aboutShort.paragraphs.join(" "),
    body: aboutStory.paragraphs.join(" "),
    keywords: ["adrian", "founder", "who runs", "about you", "background", "experience", "owner"],
    links: [{ href: pages.about.path, label: `About ${founder.name}` }],
  });

  for (const region of fixedRegions) {
    documents.push({
      id: `region-${region.slug}`,
      kind: "region",
      title: `Web design in ${region.place}, ${region.country}`,
      answer: `Web design in ${region.place}: ${region.heroSub}`,
      body: [region.description, ...region.services.map((service) => `${service.title}. ${service.blurb}`), ...region.intro].join(" "),
      keywords: region.keywords,
      names: [region.place],
      links: [{ href: routes.region(region.slug), label: `Web design in ${region.place}` }, CONTACT_LINK],
    });
  }

  for (const location of locations) {
    const place = location.region ? `${location.region}, ${location.country}` : location.country;
    documents.push({
      id: `region-${location.slug}`,
      kind: "region",
      title: `Web design in ${place}`,
      answer: `Web design in ${place}: ${location.heroSub}`,
      body: [location.description, ...location.services].join(" "),
      keywords: location.keywords,
      names: [location.region ?? location.country],
      links: [{ href: routes.region(locationSegment(location.slug)), label: `${location.region ?? location.country} Web Design` }, CONTACT_LINK],
    });
  }

  return documents;
}

export function buildSiteIndex(posts: ArticleSummary[], projects: ProjectSummary[] = []): SiteIndex {
  return buildIndex([...staticDocuments(), ...articleDocuments(posts), ...projectDocuments(projects)]);
}
