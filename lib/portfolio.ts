import type { Project } from "@/lib/content";
import { site } from "@/config/site";

/** The description, or a generated default sentence when the project has none. */
export function projectDescription(project: Pick<Project, "name" | "description">): string {
  return project.description ?? `${project.name} is a concept project by ${site.brand}, in development and shown here to illustrate how a brief becomes a fast, accessible website.`;
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
