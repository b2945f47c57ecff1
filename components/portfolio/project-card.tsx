import { OptimizedImage } from "@/components/ui/optimized-image";
import Link from "@/components/ui/intent-link";
import { NavigationPending } from "@/components/ui/navigation-pending";
import type { Project } from "@/lib/content";
import { routes } from "@/config/routes";

export function ProjectCard({ project, headingLevel = "h3", eager = false }: { project: Project; headingLevel?: "h2" | "h3"; eager?: boolean }) {
  const Heading = headingLevel;
  return (
    <article className="project-card">
      {project.screenshot_url ? (
        <OptimizedImage src={project.screenshot_url} alt={project.screenshot_alt ?? `${project.name} home screen mock-up`} width={1200} height={800} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 80vw" preload={eager} className="project-card__shot" />
      ) : (
        <div className="grid aspect-[3/2] w-full place-items-center bg-surface-2 text-small font-medium text-muted">No Preview</div>
      )}
      <div className="card-body">
        <Heading className="text-h3 font-semibold">{project.name}</Heading>
        <p className="card-excerpt mt-2">{project.description ?? "No description available."}</p>
        <Link href={routes.project(project.slug)} className="card-link">
          View project<span className="sr-only">: {project.name}</span>
          <NavigationPending label="Loading Project" />
        </Link>
      </div>
    </article>
  );
}
