import type { Metadata } from "next";
import Link from "next/link";
import { InquiryCard } from "@/components/admin/inquiry-card";
import { UndeliveredBanner } from "@/components/admin/undelivered-banner";
import { buttonClasses } from "@/components/ui/button";
import { StatePanel } from "@/components/ui/state-panel";
import { requireAdmin } from "@/lib/admin/auth";
import { INBOX_PAGE_SIZE, inboxHref, pageCount, parseInboxQuery, retryAllNotice, undeliveredBanner } from "@/lib/admin/inbox";
import { INBOX_NOTICES } from "@/lib/admin/texts";
import { getInquiryStore } from "@/lib/inquiries/store";
import { routes } from "@/config/routes";

export const metadata: Metadata = { title: "Inquiries" };
// Its server actions "retry" and "Retry now" forward within the request (lib/inquiries/forwarding.ts RETRY_RUN_BUDGET_MS).
export const maxDuration = 60;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function loadInbox(query: ReturnType<typeof parseInboxQuery>) {
  const store = getInquiryStore();
  try {
    const [page, open, all, undelivered] = await Promise.all([
      store.list({ limit: INBOX_PAGE_SIZE, offset: (query.page - 1) * INBOX_PAGE_SIZE, view: query.view }),
      store.list({ limit: 1, offset: 0, view: "open" }),
      store.list({ limit: 1, offset: 0, view: "all" }),
      store.undeliveredSummary(),
    ]);
    return { ok: true as const, ...page, openCount: open.total, allCount: all.total, storeName: store.name, banner: undeliveredBanner(undelivered, Date.now()) };
  } catch (error) {
    return { ok: false as const, message: error instanceof Error ? error.message : "The inquiry store did not answer." };
  }
}

export default async function InboxPage({ searchParams }: Props) {
  await requireAdmin();
  const params = await searchParams;
  const query = parseInboxQuery(params);
  const noticeKey = typeof params.notice === "string" ? params.notice : "";
  const count = (value: string | string[] | undefined) => (typeof value === "string" && /^\d{1,6}$/.test(value) ? Number(value) : 0);
  const notice = noticeKey === "retried_all" ? retryAllNotice(count(params.sent), count(params.failed)) : INBOX_NOTICES[noticeKey];
  const inbox = await loadInbox(query);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-h2 font-semibold text-fg">Inquiries</h1>
          <p className="mt-1 text-small text-muted">
            {inbox.ok ? `Newest first, from the ${inbox.storeName === "supabase" ? "Supabase" : "embedded"} database.` : "Every inquiry the contact forms stored."}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <div className="flex flex-wrap gap-2">
            <a href={routes.admin.export} className={buttonClasses("secondary", "xs")} download>
              Export CSV
            </a>
            <a href={routes.admin.backup} className={buttonClasses("secondary", "xs")} download>
              Download a backup
            </a>
          </div>
          <p className="text-small text-muted">The backup holds every post, project, inquiry and the image list; npm run content:restore reads it back.</p>
        </div>
      </div>

      {notice ? (
        <p role="status" className="rounded-control border border-accent/30 bg-accent-soft px-4 py-3 text-small text-accent-text">
          {notice}
        </p>
      ) : null}

      {!inbox.ok ? (
        <StatePanel title="Inquiries could not be loaded" tone="error" headingLevel="h2">
          {inbox.message} Refresh to try again.
        </StatePanel>
      ) : (
        <>
          {inbox.banner ? <UndeliveredBanner banner={inbox.banner} query={query} /> : null}

          <nav aria-label="Inquiry views" className="flex gap-2">
            {(["open", "all"] as const).map((view) => (
              <Link
                key={view}
                href={inboxHref({ view })}
                aria-current={query.view === view ? "page" : undefined}
                className={`focus-ring rounded-full border px-3.5 py-1.5 text-small font-medium ${query.view === view ? "border-accent bg-accent-soft text-accent-text" : "border-border text-muted hover:text-fg"}`}
              >
                {view === "open" ? `Open (${inbox.openCount})` : `All (${inbox.allCount})`}
              </Link>
            ))}
          </nav>

          {inbox.inquiries.length === 0 ? (
            <StatePanel title={query.view === "open" ? "No open inquiries" : "No inquiries yet"} headingLevel="h2">
              {query.view === "open" && inbox.allCount > 0
                ? "Every inquiry is handled. The All view keeps them."
                : "Inquiries sent through the contact forms appear here as soon as they are stored."}
            </StatePanel>
          ) : (
            <div className="grid gap-4">
              {inbox.inquiries.map((inquiry) => (
                <InquiryCard key={inquiry.id} inquiry={inquiry} query={query} />
              ))}
            </div>
          )}

          {pageCount(inbox.total) > 1 ? (
            <nav aria-label="Inquiry pages" className="flex items-center justify-between gap-3 text-small">
              {query.page > 1 ? (
                <Link href={inboxHref({ ...query, page: query.page - 1 })} className={buttonClasses("secondary", "xs")}>
                  Newer
                </Link>
              ) : (
                <span />
              )}
              <span className="text-muted">
                Page {query.page} of {pageCount(inbox.total)}
              </span>
              {query.page < pageCount(inbox.total) ? (
                <Link href={inboxHref({ ...query, page: query.page + 1 })} className={buttonClasses("secondary", "xs")}>
                  Older
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
