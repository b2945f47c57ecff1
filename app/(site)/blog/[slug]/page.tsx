import type { Metadata } from "next";
import Link from "@/components/ui/intent-link";
import { CoverImage } from "@/components/blog/cover-image";
import { coverSource } from "@/components/blog/cover-source";
import { ArticleErrorState } from "@/components/blog/article-error-state";
import { NotFoundPage } from "@/components/layout/not-found-page";
import { JsonLd } from "@/components/seo/json-ld";
import { CONTENT_MESSAGES, getContentSource } from "@/lib/content";
import { ARTICLE_PLACEHOLDER_CHARS, formatLongDate, placeholderText } from "@/lib/blog/format";
import { linkGroups, selectRelatedLinks, withBlogLinks } from "@/lib/shell/link-groups";
import { Markdown } from "@/lib/markdown/render";
import { articleErrorMetadata, notFoundMetadata } from "@/lib/shell/not-found";
import { HEADINGS } from "@/lib/shell/headings";
import { articleDescription } from "@/lib/seo/description";
import { articleKeywords } from "@/lib/seo/keywords";
import { pageMetadata } from "@/lib/seo/metadata";
import { ogImagePath } from "@/lib/seo/og";
import { articleModifiedTime } from "@/lib/seo/site-pages";
import { articleJsonLd, breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { site } from "@/config/site";
import { routes } from "@/config/routes";
import { ButtonLink } from "@/components/ui/button";
import { breadcrumbTrail } from "@/lib/seo/breadcrumbs";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  const posts = await getContentSource().listPublishedPosts();
  return posts.ok ? posts.data.map((post) => ({ slug: post.slug })) : [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const result = await getContentSource().getPost(slug);
  if (!result.ok) return result.error.kind === "not_found" ? notFoundMetadata("article") : articleErrorMetadata;
  const post = result.data;
  return pageMetadata({
    title: `${post.title} | Blog - ${site.brand}`,
    absoluteTitle: true,
    description: articleDescription(post.title, post.excerpt),
    path: routes.article(post.slug),
    keywords: articleKeywords(post.tags),
    ogType: "article",
    image: ogImagePath("article", post.slug),
    publishedTime: post.published_at ?? undefined,
    modifiedTime: articleModifiedTime(post) ?? undefined,
  });
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  const source = getContentSource();
  const result = await source.getPost(slug);
  if (!result.ok) {
    if (result.error.kind === "not_found") return <NotFoundPage kind="article" />;
    return <ArticleErrorState message={result.error.message || CONTENT_MESSAGES.postFailed} />;
  }
  const post = result.data;
  const published = formatLongDate(post.published_at);
  const summaries = await source.listPublishedPosts();
  const path = routes.article(post.slug);
  const related = selectRelatedLinks(withBlogLinks(linkGroups, summaries.ok ? summaries.data : []), "contextual", path)[0]?.links ?? [];
  const trail = breadcrumbTrail("blog", { name: post.title, path });

  return (
    <article className="pt-32 pb-24 md:pt-40">
      <JsonLd
        data={[
          articleJsonLd({ title: post.title, description: articleDescription(post.title, post.excerpt), slug: post.slug, image: ogImagePath("article", post.slug), publishedTime: post.published_at, modifiedTime: articleModifiedTime(post), tags: post.tags }),
          breadcrumbJsonLd(trail),
        ]}
      />
      <header className="container-site max-w-[56rem]">
        <Breadcrumbs trail={trail} />
        <h1 className="text-h1 mt-6 font-semibold text-fg">{post.title}</h1>
        {post.excerpt ? <p className="mt-5 text-lg leading-relaxed text-muted">{post.excerpt}</p> : null}
        <p className="mt-6 text-small text-muted">{published ? <>Published <time dateTime={post.published_at ?? undefined}>{published}</time></> : "Not Published"} · {site.founder.name}</p>
        {post.tags.length ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="article-tag">{tag}</li>
            ))}
          </ul>
        ) : null}
      </header>
      <div className="container-site mt-10 max-w-[64rem]">
        <CoverImage
          {...coverSource(post.cover_image_url, 1200, 600, "(min-width: 1024px) 1024px, 100vw")}
          placeholderText={placeholderText(post.title, ARTICLE_PLACEHOLDER_CHARS)}
          alt={post.cover_image_alt ?? `Cover illustration for “${post.title}”`}
          width={1200}
          height={600}
          className="aspect-[2/1] w-full rounded-card border border-border bg-surface-2 object-cover"
        />
      </div>
      <div className="container-site mt-12 max-w-[44rem]">
        <div className="prose-article">{post.content ? <Markdown source={post.content} /> : <p>Content not available.</p>}</div>

        <div className="render-when-near near-68 lg:near-48">
          <aside className="mt-16 rounded-card border border-border bg-surface p-8 shadow-card sm:p-10" aria-labelledby="cta-title">
            <h2 id="cta-title" className="text-h3 font-semibold">{HEADINGS.articleCallToAction}</h2>
            <p className="mt-3 text-muted">Tell me where your business is headed. I reply {site.responseTime} with honest next steps, whether or not we end up working together.</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink href={routes.contact}>Start Your Project</ButtonLink>
              <ButtonLink href={routes.services} variant="outline">View Services</ButtonLink>
            </div>
          </aside>

          {related.length ? (
            <section className="mt-14" aria-labelledby="related-title">
              <h2 id="related-title" className="text-h3 font-semibold">{HEADINGS.articleRelated}</h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {related.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="related-link">{link.text}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <p className="mt-14">
            <Link href={routes.blog} className="font-semibold text-accent underline-offset-4 hover:underline">← Back to All Articles</Link>
          </p>
        </div>
      </div>
    </article>
  );
}
