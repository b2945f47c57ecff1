import type { Metadata } from "next";
import { PostsLoading } from "@/components/blog/posts-loading";
import { PageHeader } from "@/components/ui/page-header";
import { WhenReady } from "@/components/ui/when-ready";
import { StatePanel } from "@/components/ui/state-panel";
import { Pagination } from "@/components/blog/pagination";
import { PostCard } from "@/components/blog/post-card";
import { ScrollToTopOnChange } from "@/components/blog/scroll-to-top-on-change";
import { getContentSource } from "@/lib/content";
import type { PostSummary } from "@/lib/content/schemas";
import type { ContentResult } from "@/lib/content/source";
import { pageSlice, resolvePage } from "@/lib/blog/format";
import { pageMetadata } from "@/lib/seo/metadata";
import { ogImagePath } from "@/lib/seo/og";

export const metadata: Metadata = pageMetadata({
  title: "Journal: Web Design, AI Automation and SEO Insights",
  description: "Practical articles on web design, AI automation, SEO and digital transformation for businesses in Cebu, the Philippines, Vancouver and Canada.",
  path: "/blog/",
  keywords: ["web design blog", "AI automation", "SEO", "Cebu", "Vancouver"],
  image: ogImagePath("page", "blog"),
});

export default async function BlogPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const requested = (await searchParams).page;
  return (
    <>
      <PageHeader eyebrow="Journal" title="Notes on building for the web, with AI" intro="Field notes from the studio: how to plan, build and grow a website that earns its keep, for businesses in Cebu, Vancouver and beyond." />
      <WhenReady data={getContentSource().listPublishedPosts()} fallback={<PostsLoading />}>
        {(posts) => <JournalPosts posts={posts} requested={requested} />}
      </WhenReady>
    </>
  );
}

function JournalPosts({ posts, requested }: { posts: ContentResult<PostSummary[]>; requested: string | string[] | undefined }) {
  if (!posts.ok) {
    return (
      <section className="container-site pb-24">
        <StatePanel title="Oops! Something went wrong." tone="error">
          <p>{posts.error.message || "Failed to load blog posts."}</p>
        </StatePanel>
      </section>
    );
  }
  if (posts.data.length === 0) {
    return (
      <section className="container-site pb-24">
        <StatePanel title="No Posts Yet">
          <p>No blog posts available yet. Please check back later!</p>
        </StatePanel>
      </section>
    );
  }
  const { page, totalPages } = resolvePage(requested, posts.data.length);
  return (
    <section className="container-site pb-24" aria-label={`Articles, page ${page} of ${totalPages}`}>
      <ScrollToTopOnChange value={page} />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {pageSlice(posts.data, page).map((post, index) => (
          <PostCard key={post.id} post={post} priority={index === 0} />
        ))}
      </div>
      <Pagination page={page} totalPages={totalPages} />
    </section>
  );
}
