import type { Metadata } from "next";
import { OptimizedImage } from "@/components/ui/optimized-image";
import Link from "@/components/ui/intent-link";
import { NotFoundPage } from "@/components/layout/not-found-page";
import { ProjectCard } from "@/components/portfolio/project-card";
import { ProjectError } from "@/components/portfolio/project-error";
import { JsonLd } from "@/components/seo/json-ld";
import { CONTENT_MESSAGES, getContentSource } from "@/lib/content";
import { formatLongDate } from "@/lib/blog/format";
import { notFoundMetadata } from "@/lib/shell/not-found";
import { HEADINGS } from "@/lib/shell/headings";
import { CaseStudy } from "@/components/portfolio/case-study";
import { hasCaseStudy, projectDescription, projectTitle, PROJECT_SECTIONS } from "@/lib/content/portfolio";
import { projectKeywords } from "@/lib/seo/keywords";
import { pageMetadata } from "@/lib/seo/metadata";
import { ogImagePath } from "@/lib/seo/og";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { routes } from "@/config/routes";
import { ButtonLink, buttonClasses } from "@/components/ui/button";
import { breadcrumbTrail } from "@/lib/seo/breadcrumbs";

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  const projects = await getContentSource().listProjects();
  return projects.ok ? projects.data.map((project) => ({ slug: project.slug })) : [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const result = await getContentSource().getProject((await params).slug);
  if (!result.ok) return notFoundMetadata("project");
  const project = result.data;
  return pageMetadata({ title: projectTitle(project), description: projectDescription(project).slice(0, 160), path: routes.project(project.slug), keywords: projectKeywords(project), image: ogImagePath("project", project.slug) });
}

export default async function ProjectPage({ params }: Props) {
  const { slug } = await params;
  const source = getContentSource();
  const result = await source.getProject(slug);
  if (!result.ok) {
    if (result.error.kind === "not_found") return <NotFoundPage kind="project" />;
    console.error(`Failed to load project: ${result.error.message}`);
    return <ProjectError message={CONTENT_MESSAGES.projectPageFailed} />;
  }
  const project = result.data;
  const related = await source.relatedProjects(project.id, 3);
  if (!related.ok) console.error(`Failed to load related projects: ${related.error.message}`);
  const date = formatLongDate(project.created_at);
  const study = hasCaseStudy(project) ? project.body : null;

  return (
    <article className="pt-32 pb-24 md:pt-40">
      <JsonLd data={breadcrumbJsonLd(breadcrumbTrail("portfolio", { name: project.name, path: routes.project(project.slug) }))} />
      <div className="container-site">
        <Link href={routes.portfolio} className="text-small font-semibold text-accent underline-offset-4 hover:underline">← Back to Portfolio</Link>
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:items-end">
          <header>
            <h1 className="text-h1 font-semibold">{project.name}</h1>
            <div className="mt-5 flex flex-wrap items-center gap-3 text-small">
              <span className="text-muted">{date ? <time dateTime={project.created_at ?? undefined}>{date}</time> : "Date not available"}</span>
              <span className="rounded-full bg-accent-soft px-3 py-1 font-medium text-fg">Portfolio Project</span>
              {study ? <span className="rounded-full border border-border px-3 py-1 font-medium text-fg">Concept case study</span> : null}
            </div>
            {study && project.headline ? <p className="mt-6 text-h3 font-semibold leading-snug text-fg">{project.headline}</p> : null}
            <p className="mt-6 text-lg leading-relaxed text-muted">{projectDescription(project)}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {project.project_url ? (
                <a href={project.project_url} target="_blank" rel="noopener noreferrer" className={buttonClasses("outline", "lg")}>
                  Visit Live Site<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
              <ButtonLink href={routes.contact} size="lg">Start Your Project</ButtonLink>
            </div>
          </header>
          {project.screenshot_url ? (
            <OptimizedImage src={project.screenshot_url} alt={project.screenshot_alt ?? `${project.name} home screen mock-up`} width={1200} height={800} sizes="(min-width: 1024px) 640px, 100vw" preload className="w-full rounded-card border border-border shadow-raised" />
          ) : null}
        </div>

        {study ? (
          <CaseStudy project={project} body={study} />
        ) : (
          <div className="render-when-near mt-20 grid gap-5 md:grid-cols-3">
            {PROJECT_SECTIONS.map((section) => (
              <section key={section.title} className="card p-7" aria-labelledby={`section-${section.id}`}>
                <h2 id={`section-${section.id}`} className="text-h3 font-semibold">{section.title}</h2>
                {section.body.map((paragraph) => (
                  <p key={paragraph.slice(0, 20)} className="mt-3 text-muted">{paragraph}</p>
                ))}
                {section.list ? (
                  <ul className="mt-4 grid gap-2 text-small">
                    {section.list.map((item) => (
                      <li key={item} className="flex gap-2"><span className="text-accent" aria-hidden="true">•</span>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>
        )}

        {related.ok && related.data.length ? (
          <section className="render-when-near near-95 lg:near-40 mt-20" aria-labelledby="more-projects">
            <h2 id="more-projects" className="text-h2 font-semibold">{HEADINGS.moreProjects}</h2>
            <ul className="mt-8 grid gap-5 md:grid-cols-3">
              {related.data.map((other) => (
                <li key={other.id}><ProjectCard project={other} /></li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="mt-12">
          <ButtonLink href={routes.portfolio} variant="outline">View All Projects</ButtonLink>
        </p>
      </div>
    </article>
  );
}
