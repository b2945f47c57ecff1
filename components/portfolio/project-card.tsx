import { optimizedImageProps } from "@/components/ui/optimized-image";
import type { Project } from "@/lib/content";
import { routes } from "@/config/routes";
import { ProjectCardView } from "./project-card-view";

export function ProjectCard({ project, headingLevel = "h3", eager = false }: { project: Project; headingLevel?: "h2" | "h3"; eager?: boolean }) {
  const shot = project.screenshot_url
    ? optimizedImageProps({ src: project.screenshot_url, alt: project.screenshot_alt ?? `${project.name} home screen mock-up`, width: 1200, height: 800, sizes: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 80vw", preload: eager })
    : null;
  return (
    <ProjectCardView
      name={project.name}
      description={project.description ?? "No description available."}
      href={routes.project(project.slug)}
      headingLevel={headingLevel}
      shot={shot ? { src: shot.src, srcSet: shot.srcSet, sizes: shot.sizes, alt: shot.alt } : null}
      eager={eager}
    />
  );
}
