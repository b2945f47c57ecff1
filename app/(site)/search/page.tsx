import type { Metadata } from "next";
import Link from "@/components/ui/intent-link";
import { PageHeader } from "@/components/ui/page-header";
import { StatePanel } from "@/components/ui/state-panel";
import { MAX_QUERY_LENGTH, searchDocuments } from "@/lib/search";
import { siteDocuments } from "@/lib/search/site-documents";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/config/site";
import { buttonClasses } from "@/components/ui/button";
import { queryParams, routes } from "@/config/routes";
import { HEADINGS } from "@/lib/shell/headings";

export const metadata: Metadata = pageMetadata({
  title: "Search the Site",
  description: `Search ${site.brand}'s articles, services, regional pages and portfolio projects.`,
  path: routes.search,
  keywords: ["search", `search ${site.brand}`, "web design articles", "AI automation articles", "regional web design pages"],
  noindex: true,
});

export default async function SearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams)[queryParams.search];
  const query = (Array.isArray(raw) ? raw[0] : raw ?? "").slice(0, MAX_QUERY_LENGTH).trim();
  const results = query ? searchDocuments(await siteDocuments(), query) : [];
  return (
    <>
      <PageHeader eyebrow="Search" title="Search the site">
        <form action={routes.search} method="get" role="search" className="mt-8 flex max-w-2xl gap-3">
          <label htmlFor="search-query" className="sr-only">Search articles, services, regions and projects</label>
          <input id="search-query" name={queryParams.search} type="search" defaultValue={query} maxLength={MAX_QUERY_LENGTH} placeholder="Try “local SEO”" className="h-12 min-w-0 flex-1 rounded-full border border-border-strong bg-surface px-5 text-fg placeholder:text-muted" />
          <button type="submit" className={buttonClasses("primary", "lg", "shrink-0")}>Search</button>
        </form>
      </PageHeader>
      <section className="container-site pb-24" aria-live="polite">
        {!query ? (
          <StatePanel title={HEADINGS.searchPrompt}><p>Type a few words to search every article, service, regional page and project.</p></StatePanel>
        ) : results.length === 0 ? (
          <StatePanel title={HEADINGS.searchNoResults}><p>Nothing matched “{query}”. Try fewer or different words, or <Link className="text-accent underline" href={routes.blog}>browse the journal</Link>.</p></StatePanel>
        ) : (
          <>
            <p className="text-small text-muted">{results.length} result{results.length === 1 ? "" : "s"} for “{query}”</p>
            <ol className="mt-6 grid max-w-3xl gap-4">
              {results.map((result) => (
                <li key={result.href} className="card p-5">
                  <p className="eyebrow">{result.kind}</p>
                  <Link href={result.href} className="mt-1 block text-[1.0625rem] font-semibold hover:text-accent">{result.title}</Link>
                  {result.text ? <p className="mt-1 line-clamp-2 text-small text-muted">{result.text}</p> : null}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </>
  );
}
