import { Pagination } from "@/components/blog/pagination";
import { PostCard } from "@/components/blog/post-card";
import { JournalPageChange } from "@/components/blog/journal-page-change";
import { PageHeader } from "@/components/ui/page-header";
import { StatePanel } from "@/components/ui/state-panel";
import { pageSlice, resolvePage } from "@/lib/blog/format";
import { CONTENT_MESSAGES, getContentSource, type ContentResult, type PostSummary } from "@/lib/content";
import { HEADINGS } from "@/lib/shell/headings";

export const JOURNAL_HEADER = {
  eyebrow: "Journal",
  title: HEADINGS.journal,
  intro: "Field notes from the studio: how to plan, build and grow a website that earns its keep, for businesses in Cebu, Vancouver and beyond.",
};

/** One page of the journal (/blog/ and /blog/?page=N): six cards, the page controls, or the empty and error states. */
export async function JournalIndex({ requested }: { requested: string | undefined }) {
  const posts = await getContentSource().listPublishedPosts();
  return (
    <>
      <PageHeader {...JOURNAL_HEADER} />
      <JournalPosts posts={posts} requested={requested} />
    </>
  );
}

function JournalPosts({ posts, requested }: { posts: ContentResult<PostSummary[]>; requested: string | undefined }) {
  if (!posts.ok) {
    return (
      <section className="container-site pb-24">
        <StatePanel title={CONTENT_MESSAGES.postsFailedTitle} tone="error">
          <p>{posts.error.message || CONTENT_MESSAGES.postsFailed}</p>
        </StatePanel>
      </section>
    );
  }
  if (posts.data.length === 0) {
    return (
      <section className="container-site pb-24">
        <StatePanel title={HEADINGS.noPosts}>
          <p>No blog posts available yet. Please check back later!</p>
        </StatePanel>
      </section>
    );
  }
  const { page, totalPages } = resolvePage(requested, posts.data.length);
  return (
    <section className="container-site pb-24" aria-labelledby="articles">
      <h2 id="articles" tabIndex={-1} className="eyebrow mb-6 w-fit scroll-mt-28 rounded-sm text-muted">
        {totalPages > 1 ? `Articles, page ${page} of ${totalPages}` : "Articles"}
      </h2>
      <JournalPageChange headingId="articles" page={page} />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {pageSlice(posts.data, page).map((post, index) => (
          <PostCard key={post.id} post={post} priority={index === 0} />
        ))}
      </div>
      <Pagination page={page} totalPages={totalPages} />
    </section>
  );
}
