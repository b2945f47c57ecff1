import Link from "@/components/ui/intent-link";

const pageHref = (page: number) => (page === 1 ? "/blog/" : `/blog/?page=${page}`);

/** Previous, numbered and next links (crawlable); shown only when there is more than one page. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const base = "grid h-11 min-w-11 place-items-center rounded-full px-4 text-small font-semibold transition-colors";
  return (
    <nav aria-label="Blog pages" className="mt-14 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? <Link href={pageHref(page - 1)} className={`${base} border border-border hover:border-accent hover:text-accent`} scroll={false} data-scroll-top>Previous</Link> : null}
      {Array.from({ length: totalPages }, (_, index) => index + 1).map((number) => (
        <Link key={number} href={pageHref(number)} aria-current={number === page ? "page" : undefined} aria-label={`Page ${number}`} scroll={false} data-scroll-top className={`${base} ${number === page ? "bg-accent text-accent-fg" : "border border-border hover:border-accent hover:text-accent"}`}>
          {number}
        </Link>
      ))}
      {page < totalPages ? <Link href={pageHref(page + 1)} className={`${base} border border-border hover:border-accent hover:text-accent`} scroll={false} data-scroll-top>Next</Link> : null}
    </nav>
  );
}
