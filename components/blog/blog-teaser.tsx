import { CONTENT_MESSAGES, getContentSource } from "@/lib/content";
import { TEASER_POSTS } from "@/lib/blog/format";
import { PostCard } from "./post-card";
import { SectionHead } from "@/components/ui/section-head";
import { StatePanel } from "@/components/ui/state-panel";
import { routes } from "@/config/routes";
import { HEADINGS } from "@/lib/shell/headings";

/** The three latest published posts on home, with the teaser's own empty and error texts. */
export async function BlogTeaser() {
  const posts = await getContentSource().listPublishedPosts({ limit: TEASER_POSTS });
  return (
    <section className="container-site section-y" aria-labelledby="journal-title">
      <SectionHead id="journal-title" eyebrow="Journal" title={HEADINGS.journalTeaser} action={{ href: routes.blog, label: "View All Articles" }} />
      <div className="mt-12">
        {!posts.ok ? (
          <StatePanel tone="error">
            <p>Error: {posts.error.message || CONTENT_MESSAGES.postsFailed}</p>
          </StatePanel>
        ) : posts.data.length === 0 ? (
          <StatePanel>
            <p>No blog posts available yet. Stay tuned!</p>
          </StatePanel>
        ) : (
          <div className="grid gap-6 md:grid-cols-3">
            {posts.data.map((post) => (
              <PostCard key={post.id} post={post} headingLevel="h3" />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
