import type { Project } from "@/lib/content";
import type { ProjectFacts } from "@/lib/content/schemas";
import { site } from "@/config/site";

/** The description, or a generated default sentence when the project has none. */
export function projectDescription(project: Pick<Project, "name" | "description">): string {
  return project.description ?? `${project.name} is a concept project by ${site.brand}, in development and shown here to illustrate how a brief becomes a fast, accessible website.`;
}

/** A project shows its case study when it has a body; without one, the fixed texts below. */
export function hasCaseStudy(project: Pick<Project, "body">): project is Pick<Project, "body"> & { body: string } {
  return Boolean(project.body);
}

/** The page title: a case study's own headline, still marked as a concept; otherwise "{name}: Portfolio Concept". */
export function projectTitle(project: Pick<Project, "name" | "headline" | "body">): string {
  if (hasCaseStudy(project) && project.headline) return `${project.headline} (Concept)`;
  return `${project.name}: Portfolio Concept`;
}

/** The facts as labelled rows, in reading order, empty ones left out. */
export function factRows(facts: ProjectFacts | null): { label: string; value: string | string[] }[] {
  if (!facts) return [];
  const rows: { label: string; value: string | string[] | null }[] = [
    { label: "Client", value: facts.client_type },
    { label: "Location", value: facts.location },
    { label: "Services", value: facts.services.length ? facts.services : null },
    { label: "Stack", value: facts.stack.length ? facts.stack : null },
    { label: "Timeline", value: facts.timeline },
  ];
  return rows.filter((row): row is { label: string; value: string | string[] } => row.value !== null);
}

/** The fixed "Project Overview", "Our Approach" and "Key Features" texts of every project page. */
export const PROJECT_SECTIONS: { id: string; title: string; body: string[]; list?: string[] }[] = [
  {
    id: "overview",
    title: "Project Overview",
    body: ["Each concept starts from a realistic brief: who the customers are, what they need to find, and what the business needs them to do next. The result is a site that is designed around those answers rather than a template."],
  },
  {
    id: "approach",
    title: "Our Approach",
    body: ["Discovery first, then design in the browser with weekly previews, then a careful launch. Performance, accessibility and search are planned from the first sketch, not patched on at the end."],
  },
  {
    id: "features",
    title: "Key Features",
    body: ["What every build includes as standard:"],
    list: ["Mobile-first, responsive layouts", "Core Web Vitals in the green", "WCAG 2.2 AA accessibility", "Structured data and clean metadata", "Forms that reach a person, every time"],
  },
];
