-- Leads that reach the founder: bounded copies and alerts.
--
-- 'uncertain': forwards whose outcome is unknown (the e-mail service took the request but gave no answer in time) are
-- tried once more with a longer time-out; when that also goes unanswered the inquiry is marked 'uncertain' ("may have
-- been delivered") and is not sent again by itself. unanswered_attempts counts those unanswered forwards.
-- stuck_alerted_at and delivered_alerted_at record the alerts sent about an inquiry, one per state at most: an alert
-- is claimed by setting its column where it is still null, so concurrent workers never send the same alert twice.

alter table public.inquiries drop constraint if exists inquiries_status_check;
alter table public.inquiries add constraint inquiries_status_check check (status in ('pending', 'sent', 'failed', 'spam', 'uncertain'));

alter table public.inquiries add column if not exists unanswered_attempts integer not null default 0;
alter table public.inquiries add column if not exists stuck_alerted_at timestamptz;
alter table public.inquiries add column if not exists delivered_alerted_at timestamptz;

create index if not exists inquiries_undelivered_idx on public.inquiries (created_at) where status in ('pending', 'failed', 'uncertain') and handled_at is null;

-- "Retry forwarding" from the inbox may also send an 'uncertain' inquiry again: the founder decides that a second copy
-- is better than none. It then counts as failed, with its unanswered forwards forgotten.
create or replace function public.requeue_inquiry(inquiry_id uuid)
returns boolean
language sql
volatile
security invoker
set search_path = public
as $$
  with requeued as (
    update public.inquiries
       set next_attempt_at = now(),
           status = case when status = 'uncertain' then 'failed' else status end,
           unanswered_attempts = case when status = 'uncertain' then 0 else unanswered_attempts end
     where id = inquiry_id
       and status in ('pending', 'failed', 'uncertain')
       and (leased_until is null or leased_until <= now())
    returning id
  )
  select exists (select 1 from requeued);
$$;

revoke all on function public.requeue_inquiry(uuid) from public;
revoke all on function public.requeue_inquiry(uuid) from anon, authenticated;
grant execute on function public.requeue_inquiry(uuid) to service_role;
