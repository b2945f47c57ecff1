import { Carousel } from "@/components/ui/carousel";
import { StatePanel } from "@/components/ui/state-panel";
import { CONTENT_MESSAGES, getContentSource } from "@/lib/content";
import type { Project } from "@/lib/content/schemas";
import type { ContentResult } from "@/lib/content/source";
import { ProjectCard } from "./project-card";
import { ButtonLink, buttonClasses } from "@/components/ui/button";
import { SectionHead } from "@/components/ui/section-head";
import { routes } from "@/config/routes";
import { HEADINGS } from "@/lib/shell/headings";

export const PORTFOLIO_TEASER_MAX = 3;

/**
 * The portfolio section: every project (full) or at most three (teaser), in a carousel, with the empty and error
 * panels. It loads the projects itself unless it is given them.
 */
export async function PortfolioSection({ variant, maxItems = PORTFOLIO_TEASER_MAX, projects: given }: { variant: "full" | "teaser"; maxItems?: number; projects?: ContentResult<Project[]> }) {
  const result = given ?? (await getContentSource().listProjects());
  const teaser = variant === "teaser";
  const projects = result.ok ? (teaser ? result.data.slice(0, maxItems) : result.data) : [];
  return (
    <section className="container-site section-y pt-0" aria-labelledby={`portfolio-${variant}`}>
      <SectionHead
        id={`portfolio-${variant}`}
        eyebrow={teaser ? "Selected work" : "Concept projects"}
        title={teaser ? HEADINGS.portfolioTeaser : HEADINGS.portfolioAll}
        intro="These projects are in development and illustrative: concept work that shows how I approach real briefs, not client case studies."
        action={teaser ? { href: routes.portfolio, label: "View Full Portfolio" } : undefined}
      />
      <div className="mt-12">
        {!result.ok ? (
          <StatePanel title={CONTENT_MESSAGES.projectsFailedTitle} tone="error" actions={<a href="" className={buttonClasses("primary", "md")}>Reload Page</a>}>
            <p>Failed to load projects: {result.error.message}. Please try again later.</p>
          </StatePanel>
        ) : projects.length === 0 ? (
          <StatePanel title={HEADINGS.noProjects}>
            <p>Projects will be showcased here soon.</p>
          </StatePanel>
        ) : (
          <>
            {result.data.length > PORTFOLIO_TEASER_MAX ? <p className="mb-4 text-small text-muted md:hidden">Swipe for more projects</p> : null}
            <Carousel label="Projects">
              {projects.map((project, index) => (
                <ProjectCard key={project.id} project={project} eager={!teaser && index === 0} />
              ))}
            </Carousel>
          </>
        )}
      </div>
      <div className="mt-10">
        <ButtonLink href={routes.contact} size="lg">Start Your Project</ButtonLink>
      </div>
    </section>
  );
}
