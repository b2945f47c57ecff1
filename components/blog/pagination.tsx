import { JournalPageLink } from "@/components/blog/journal-page-change";
import { routes } from "@/config/routes";

/** Previous, numbered and next links (crawlable); shown only when there is more than one page. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const base = "grid h-11 min-w-11 place-items-center rounded-full px-4 text-small font-semibold transition-colors";
  const idle = `${base} border border-border hover:border-accent hover:text-accent`;
  return (
    <nav aria-label="Blog pages" className="mt-14 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? <JournalPageLink href={routes.journalPage(page - 1)} current={false} className={idle}>Previous</JournalPageLink> : null}
      {Array.from({ length: totalPages }, (_, index) => index + 1).map((number) => (
        <JournalPageLink key={number} href={routes.journalPage(number)} current={number === page} aria-current={number === page ? "page" : undefined} aria-label={`Page ${number}`} className={number === page ? `${base} bg-accent text-accent-fg` : idle}>
          {number}
        </JournalPageLink>
      ))}
      {page < totalPages ? <JournalPageLink href={routes.journalPage(page + 1)} current={false} className={idle}>Next</JournalPageLink> : null}
    </nav>
  );
}
