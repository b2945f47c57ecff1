import Link from "@/components/ui/intent-link";
import { routes } from "@/config/routes";

/**
 * Previous, numbered and next links (crawlable); shown only when there is more than one page. Each opens its page at
 * the list (#articles), so the visitor starts at the new cards, with or without JavaScript. No prefetch: the router's
 * segment prefetch drops the query, so /blog/?page=N would be prefetched as /blog/ (proxy.ts rewrites by the query)
 * and a later click could show page 1's cards under ?page=N. A page change fetches its page.
 */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const base = "grid h-11 min-w-11 place-items-center rounded-full px-4 text-small font-semibold transition-colors";
  const idle = `${base} border border-border hover:border-accent hover:text-accent`;
  return (
    <nav aria-label="Blog pages" className="mt-14 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? <Link href={routes.blogPageList(page - 1)} prefetch={false} className={idle}>Previous</Link> : null}
      {Array.from({ length: totalPages }, (_, index) => index + 1).map((number) => (
        <Link key={number} href={routes.blogPageList(number)} prefetch={false} aria-current={number === page ? "page" : undefined} aria-label={`Page ${number}`} className={number === page ? `${base} bg-accent text-accent-fg` : idle}>
          {number}
        </Link>
      ))}
      {page < totalPages ? <Link href={routes.blogPageList(page + 1)} prefetch={false} className={idle}>Next</Link> : null}
    </nav>
  );
}
