-- "Retry forwarding" from the admin inbox without ever sending an inquiry twice.
-- A claim now also records its lease in leased_until (cleared when the outcome is recorded), so an inquiry that a
-- worker is sending right now can be told apart from one that waits for its next attempt. requeue_inquiry makes a
-- pending or failed inquiry due at once, unless it is in flight; the caller then claims it like any worker.

alter table public.inquiries add column if not exists leased_until timestamptz;

create or replace function public.claim_due_inquiries(batch_size integer, lease_seconds integer, only_id uuid default null)
returns setof public.inquiries
language sql
volatile
security invoker
set search_path = public
as $$
  update public.inquiries as claimed
     set attempts = claimed.attempts + 1,
         next_attempt_at = now() + make_interval(secs => lease_seconds),
         leased_until = now() + make_interval(secs => lease_seconds)
   where claimed.id in (
           select due.id
             from public.inquiries as due
            where due.status in ('pending', 'failed')
              and due.next_attempt_at <= now()
              and (only_id is null or due.id = only_id)
            order by due.next_attempt_at
            limit greatest(batch_size, 0)
            for update skip locked
         )
  returning claimed.*;
$$;

create or replace function public.requeue_inquiry(inquiry_id uuid)
returns boolean
language sql
volatile
security invoker
set search_path = public
as $$
  with requeued as (
    update public.inquiries
       set next_attempt_at = now()
     where id = inquiry_id
       and status in ('pending', 'failed')
       and (leased_until is null or leased_until <= now())
    returning id
  )
  select exists (select 1 from requeued);
$$;

revoke all on function public.claim_due_inquiries(integer, integer, uuid) from public;
revoke all on function public.claim_due_inquiries(integer, integer, uuid) from anon, authenticated;
grant execute on function public.claim_due_inquiries(integer, integer, uuid) to service_role;
revoke all on function public.requeue_inquiry(uuid) from public;
revoke all on function public.requeue_inquiry(uuid) from anon, authenticated;
grant execute on function public.requeue_inquiry(uuid) to service_role;
