import "server-only";
import { getContentSource } from "@/lib/content";
import { regionViews } from "@/lib/regions";
import { xmlSitemapPages, type XmlSitemapEntry } from "@/config/pages";
import { routes } from "@/config/routes";

/** A page of the sitemap; static pages carry their own priority and change frequency (config/pages.ts). */
export type IndexablePage = {
  path: string;
  lastModified?: string;
  kind: "page" | "article" | "project" | "region";
  priority?: XmlSitemapEntry["priority"];
  changeFrequency?: XmlSitemapEntry["changeFrequency"];
};

/** The modified time of an article: updated_at, else published_at, else created_at. */
export function articleModifiedTime(post: { updated_at?: string | null; published_at?: string | null; created_at?: string | null }): string | null {
  return post.updated_at || post.published_at || post.created_at || null;
}

export const regionalPaths = (): string[] => regionViews.map((region) => region.path);

/** Every page that belongs in the sitemap: static pages, published articles, projects and the 19 regional pages. */
export async function listIndexablePages(): Promise<IndexablePage[]> {
  const source = getContentSource();
  const [posts, projects] = await Promise.all([source.listPublishedPosts(), source.listProjects()]);
  const articlePages: IndexablePage[] = [];
  if (posts.ok) {
    for (const summary of posts.data) {
      const full = await source.getPost(summary.slug);
      articlePages.push({ path: routes.article(summary.slug), lastModified: (full.ok ? articleModifiedTime(full.data) : summary.published_at) ?? undefined, kind: "article" });
    }
  }
  return [
    ...xmlSitemapPages().map((page) => ({ path: page.path, kind: "page" as const, priority: page.sitemapXml.priority, changeFrequency: page.sitemapXml.changeFrequency })),
    ...articlePages,
    ...(projects.ok ? projects.data.map((project) => ({ path: routes.project(project.slug), lastModified: project.created_at ?? undefined, kind: "project" as const })) : []),
    ...regionalPaths().map((path) => ({ path, kind: "region" as const })),
  ];
}
