import type { Project } from "@/lib/content/schemas";
import { parseTags, publicationOf, type Publication, type ProjectDraft } from "./content-rules";

/**
 * The project editor's fields as text: lists are comma-separated, and outcomes ("figure | label") and gallery images
 * ("src | alt") are one a line.
 */
export type ProjectEditorValues = {
  name: string;
  slug: string;
  description: string;
  screenshot_url: string;
  screenshot_alt: string;
  project_url: string;
  headline: string;
  body: string;
  client_type: string;
  location: string;
  services: string;
  stack: string;
  timeline: string;
  outcomes: string;
  gallery: string;
  publication: Publication;
  published_at: string | null;
};

export function projectEditorValues(project: Project | null): ProjectEditorValues {
  const facts = project?.facts;
  return {
    name: project?.name ?? "",
    slug: project?.slug ?? "",
    description: project?.description ?? "",
    screenshot_url: project?.screenshot_url ?? "",
    screenshot_alt: project?.screenshot_alt ?? "",
    project_url: project?.project_url ?? "",
    headline: project?.headline ?? "",
    body: project?.body ?? "",
    client_type: facts?.client_type ?? "",
    location: facts?.location ?? "",
    services: facts?.services.join(", ") ?? "",
    stack: facts?.stack.join(", ") ?? "",
    timeline: facts?.timeline ?? "",
    outcomes: facts?.outcomes.map((outcome) => `${outcome.value} | ${outcome.label}`).join("\n") ?? "",
    gallery: project?.gallery.map((image) => `${image.src} | ${image.alt}`).join("\n") ?? "",
    // A new project starts as a draft, as a new post does.
    publication: project ? publicationOf(project.published_at) : "draft",
    published_at: project?.published_at ?? null,
  };
}

/** "left | right" lines, blank lines dropped; a line without "|" has an empty right side. */
function pairs(text: string): [string, string][] {
  return text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => {
      const bar = line.indexOf("|");
      return bar === -1 ? [line.trim(), ""] : [line.slice(0, bar).trim(), line.slice(bar + 1).trim()];
    });
}

export function projectDraftFromValues(values: ProjectEditorValues): ProjectDraft {
  return {
    name: values.name,
    slug: values.slug,
    description: values.description,
    screenshot_url: values.screenshot_url,
    screenshot_alt: values.screenshot_alt,
    project_url: values.project_url,
    headline: values.headline,
    body: values.body,
    facts: {
      client_type: values.client_type,
      location: values.location,
      services: parseTags(values.services),
      stack: parseTags(values.stack),
      timeline: values.timeline,
      outcomes: pairs(values.outcomes).map(([value, label]) => ({ value, label })),
    },
    gallery: pairs(values.gallery).map(([src, alt]) => ({ src, alt })),
    publication: values.publication,
    published_at: values.published_at,
  };
}
