import type { Metadata } from "next";
import { JournalIndex } from "@/components/blog/journal-index";
import { NotFoundPage } from "@/components/layout/not-found-page";
import { POSTS_PER_PAGE, resolvePage } from "@/lib/blog/format";
import { getContentSource } from "@/lib/content";
import { notFoundMetadata } from "@/lib/shell/not-found";
import { MAX_JOURNAL_PAGE } from "@/lib/http/query-pages";
import { journalMetadata } from "@/lib/seo/journal";

/** /blog/?page=N (proxy.ts rewrites it here); pages 2 to the last are built, a later one renders the last page. */
type Props = { params: Promise<{ page: string }> };

const pageNumber = (raw: string) => (/^[1-9]\d{0,3}$/.test(raw) && Number(raw) <= MAX_JOURNAL_PAGE ? Number(raw) : null);

export async function generateStaticParams() {
  const posts = await getContentSource().listPublishedPosts();
  const pages = posts.ok ? Math.ceil(posts.data.length / POSTS_PER_PAGE) : 1;
  return Array.from({ length: Math.max(0, pages - 1) }, (_, index) => ({ page: String(index + 2) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await params;
  if (!pageNumber(page)) return notFoundMetadata("page");
  const posts = await getContentSource().listPublishedPosts();
  return journalMetadata(resolvePage(page, posts.ok ? posts.data.length : 0).page);
}

export default async function JournalPage({ params }: Props) {
  const { page } = await params;
  if (!pageNumber(page)) return <NotFoundPage kind="page" />;
  return <JournalIndex requested={page} />;
}
