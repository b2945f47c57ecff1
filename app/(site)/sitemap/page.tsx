import type { Metadata } from "next";
import Link from "@/components/ui/intent-link";
import { PageHeader } from "@/components/ui/page-header";
import { getContentSource } from "@/lib/content";
import { regionViews } from "@/lib/regions";
import { pageMetadata } from "@/lib/seo/metadata";
import { pages, staticPages } from "@/config/pages";
import { routes } from "@/config/routes";
import { site } from "@/config/site";

export const metadata: Metadata = pageMetadata({
  title: "Sitemap: Every Page, Article and Regional Page",
  description: `Every public page of the ${site.brand} website in one list: services, portfolio projects, demos, all journal articles and the regional web design pages.`,
  path: pages.sitemap.path,
  keywords: ["sitemap", `${site.brand} pages`, "web design articles", "regional web design pages", "portfolio projects"],
});

const listedPages = staticPages.filter((page) => page.sitemapPage);

export default async function SitemapPage() {
  const source = getContentSource();
  const [posts, projects] = await Promise.all([source.listPublishedPosts(), source.listProjects()]);
  const column = "grid gap-2 text-small";
  const link = "text-fg/90 hover:text-accent underline-offset-4 hover:underline";
  // Sixty links in view at once: prefetching each on load cost a phone up to 0.7 s of blocked main thread (Lighthouse,
  // mobile) and data for pages the visitor will mostly not open. They load when followed.
  return (
    <>
      <PageHeader eyebrow="Sitemap" title="Every page on the site" />
      <div className="container-site grid gap-12 pb-24 md:grid-cols-2 lg:grid-cols-3">
        <section aria-labelledby="sm-pages">
          <h2 id="sm-pages" className="text-h3 font-semibold">Pages</h2>
          <ul className={`${column} mt-4`}>{listedPages.map((page) => <li key={page.path}><Link prefetch={false} className={link} href={page.path}>{page.title}</Link></li>)}</ul>
          <h2 className="text-h3 mt-10 font-semibold">Projects</h2>
          <ul className={`${column} mt-4`}>{projects.ok ? projects.data.map((project) => <li key={project.id}><Link prefetch={false} className={link} href={routes.project(project.slug)}>{project.name}</Link></li>) : null}</ul>
        </section>
        <section aria-labelledby="sm-journal">
          <h2 id="sm-journal" className="text-h3 font-semibold">Journal</h2>
          <ul className={`${column} mt-4`}>{posts.ok ? posts.data.map((post) => <li key={post.id}><Link prefetch={false} className={link} href={routes.article(post.slug)}>{post.title}</Link></li>) : null}</ul>
        </section>
        <section aria-labelledby="sm-regions">
          <h2 id="sm-regions" className="text-h3 font-semibold">Regions</h2>
          <ul className={`${column} mt-4`}>{regionViews.map((region) => <li key={region.slug}><Link prefetch={false} className={link} href={region.path}>{region.place} Web Design</Link></li>)}</ul>
        </section>
      </div>
    </>
  );
}
