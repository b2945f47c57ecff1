import { retryAction, setHandledAction } from "@/components/admin/actions";
import { buttonClasses } from "@/components/ui/button";
import { formatInboxTime, STATUS_LABELS, type InboxQuery } from "@/lib/admin/inbox";
import { inquiryServiceLabel } from "@/lib/inquiries/service-options";
import type { StoredInquiry } from "@/lib/inquiries/store-types";

const STATUS_TONES: Record<StoredInquiry["status"], string> = {
  sent: "border-accent/30 bg-accent-soft text-accent-text",
  pending: "border-border-strong bg-surface-2 text-fg",
  failed: "border-coral/40 bg-surface text-coral",
  spam: "border-border bg-surface-2 text-muted",
  uncertain: "border-dashed border-coral/60 bg-surface text-fg",
};

function HiddenQuery({ id, query }: { id: string; query: InboxQuery }) {
  return (
    <>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="view" value={query.view} />
      <input type="hidden" name="page" value={String(query.page)} />
    </>
  );
}

export function InquiryCard({ inquiry, query }: { inquiry: StoredInquiry; query: InboxQuery }) {
  const service = inquiryServiceLabel(inquiry.service);
  const canRetry = inquiry.status === "pending" || inquiry.status === "failed" || inquiry.status === "uncertain";
  const headingId = `inquiry-${inquiry.id}`;
  return (
    <article aria-labelledby={headingId} className={`rounded-card border bg-surface p-5 sm:p-6 ${inquiry.handledAt ? "border-border opacity-80" : "border-border-strong"}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-[1.0625rem] font-semibold text-fg">
            {inquiry.name}
          </h2>
          <p className="mt-0.5 flex flex-wrap gap-x-3 text-small text-muted">
            <a href={`mailto:${inquiry.email}`} className="focus-ring break-all rounded text-accent-text underline-offset-2 hover:underline">
              {inquiry.email}
            </a>
            {inquiry.phone ? <span>{inquiry.phone}</span> : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full border px-2.5 py-0.5 text-[0.8125rem] font-medium ${STATUS_TONES[inquiry.status]}`} data-status={inquiry.status}>
            {STATUS_LABELS[inquiry.status]}
          </span>
          {inquiry.handledAt ? <span className="rounded-full border border-border px-2.5 py-0.5 text-[0.8125rem] text-muted">Handled</span> : null}
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-small sm:grid-cols-4">
        <div>
          <dt className="text-muted">Received</dt>
          <dd className="text-fg">{formatInboxTime(inquiry.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-muted">Service</dt>
          <dd className="text-fg">{service ?? "Not chosen"}</dd>
        </div>
        <div>
          <dt className="text-muted">Form</dt>
          <dd className="text-fg">{inquiry.form === "short" ? "Quick inquiry" : "Full form"}</dd>
        </div>
        <div>
          <dt className="text-muted">Times sent</dt>
          <dd className="text-fg" data-testid="attempts">
            {inquiry.attempts}
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-4">
          <dt className="text-muted">Reference (in every e-mail of it)</dt>
          <dd className="font-mono text-[0.8125rem] break-all text-fg" data-testid="reference">
            {inquiry.id}
          </dd>
        </div>
      </dl>

      <p className="mt-4 max-w-prose text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap text-fg">{inquiry.message}</p>

      {inquiry.status === "sent" && inquiry.forwardedAt ? <p className="mt-3 text-small text-muted">Forwarded {formatInboxTime(inquiry.forwardedAt)}.</p> : null}
      {inquiry.status === "sent" && inquiry.unansweredAttempts > 0 ? (
        <p className="mt-3 max-w-prose text-small text-fg" data-testid="repeat-note">
          An earlier forward of this inquiry got no answer, so it may have reached you twice: both e-mails carry its reference, and the second
          says it may be a second copy.
        </p>
      ) : null}
      {inquiry.status === "uncertain" ? (
        <p className="mt-3 max-w-prose text-small text-fg" data-testid="uncertain-note">
          Two forwards of this inquiry got no answer from the e-mail service, so it is not sent again by itself: it may have reached you once,
          twice or not at all. Look for its reference in your e-mail first; retrying sends it again.
        </p>
      ) : null}
      {canRetry && inquiry.lastError ? (
        <div className="mt-3 text-small">
          <p className="break-words text-coral">Last forward failed: {inquiry.lastError}</p>
          {inquiry.nextAttemptAt && inquiry.status !== "uncertain" ? <p className="mt-0.5 text-muted">Next automatic try {formatInboxTime(inquiry.nextAttemptAt)}.</p> : null}
        </div>
      ) : null}
      {inquiry.handledAt ? <p className="mt-3 text-small text-muted">Handled {formatInboxTime(inquiry.handledAt)}.</p> : null}

      <div className="mt-5 flex flex-wrap gap-2 border-t border-border pt-4">
        <form action={setHandledAction}>
          <HiddenQuery id={inquiry.id} query={query} />
          <input type="hidden" name="handled" value={inquiry.handledAt ? "0" : "1"} />
          <button type="submit" className={buttonClasses(inquiry.handledAt ? "secondary" : "primary", "xs")}>
            {inquiry.handledAt ? "Reopen" : "Mark handled"}
          </button>
        </form>
        {canRetry ? (
          <form action={retryAction}>
            <HiddenQuery id={inquiry.id} query={query} />
            <button type="submit" className={buttonClasses("secondary", "xs")}>
              Retry forwarding
            </button>
          </form>
        ) : null}
        <a href={`mailto:${inquiry.email}?subject=${encodeURIComponent("Re: your inquiry")}`} className={buttonClasses("ghost", "xs")}>
          Reply by e-mail
        </a>
      </div>
    </article>
  );
}
