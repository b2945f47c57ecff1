import { retryAllAction } from "@/components/admin/actions";
import { buttonClasses } from "@/components/ui/button";
import type { InboxQuery, UndeliveredBanner as Banner } from "@/lib/admin/inbox";

/** Shown above the inbox while leads are not yet delivered by e-mail, with "Retry now" for all of them. */
export function UndeliveredBanner({ banner, query }: { banner: Banner; query: InboxQuery }) {
  return (
    <section aria-labelledby="undelivered-heading" className="flex flex-wrap items-center justify-between gap-4 rounded-card border border-coral/40 bg-surface px-5 py-4" data-testid="undelivered-banner">
      <div className="min-w-0">
        <h2 id="undelivered-heading" className="text-[1.0625rem] font-semibold text-fg">
          {banner.text}
        </h2>
        <p className="mt-0.5 text-small text-muted">They are kept and retried automatically. Retry now forwards every one again, those that may have been delivered included.</p>
      </div>
      <form action={retryAllAction}>
        <input type="hidden" name="view" value={query.view} />
        <input type="hidden" name="page" value={String(query.page)} />
        <button type="submit" className={buttonClasses("primary", "xs")}>
          Retry now
        </button>
      </form>
    </section>
  );
}
