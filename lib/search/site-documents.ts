import "server-only";
import { getContentSource } from "@/lib/content";
import { services } from "@/lib/data/services";
import { regionViews } from "@/lib/regions";
import type { SearchDocument } from "./index";
import { routes } from "@/config/routes";

/** Everything the site search covers: published posts, services, regional pages and projects. */
export async function siteDocuments(): Promise<SearchDocument[]> {
  const source = getContentSource();
  const [posts, projects] = await Promise.all([source.listPublishedPosts(), source.listProjects()]);
  return [
    ...(posts.ok ? posts.data.map((post) => ({ kind: "Article" as const, title: post.title, text: post.excerpt ?? "", keywords: post.tags, href: routes.article(post.slug) })) : []),
    ...services.map((service) => ({ kind: "Service" as const, title: service.title, text: `${service.description} ${service.features.join(" ")}`, href: service.link })),
    ...regionViews.map((region) => ({ kind: "Region" as const, title: region.title, text: `${region.heroSub} ${region.services.map((s) => s.title).join(" ")}`, keywords: region.keywords, href: region.path })),
    ...(projects.ok ? projects.data.map((project) => ({ kind: "Project" as const, title: project.name, text: project.description ?? "", href: routes.project(project.slug) })) : []),
  ];
}
