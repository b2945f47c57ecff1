import { OptimizedImage } from "@/components/ui/optimized-image";
import type { Project } from "@/lib/content";
import { routes } from "@/config/routes";
import { ProjectCardBody } from "./project-card-body";

export function ProjectCard({ project, headingLevel = "h3", eager = false }: { project: Project; headingLevel?: "h2" | "h3"; eager?: boolean }) {
  return (
    <article className="project-card">
      {project.screenshot_url ? (
        <OptimizedImage src={project.screenshot_url} alt={project.screenshot_alt ?? `${project.name} home screen mock-up`} width={1200} height={800} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 80vw" preload={eager} className="project-card__shot" />
      ) : (
        <div className="grid aspect-[3/2] w-full place-items-center bg-surface-2 text-small font-medium text-muted">No Preview</div>
      )}
      <ProjectCardBody name={project.name} description={project.description ?? "No description available."} href={routes.project(project.slug)} headingLevel={headingLevel} />
    </article>
  );
}
