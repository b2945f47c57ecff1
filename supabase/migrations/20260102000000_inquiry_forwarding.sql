-- Forwarding inquiries to the e-mail service without ever sending one twice.
-- A worker claims due inquiries atomically: the claim counts the attempt and pushes next_attempt_at past a
-- lease, so no other worker (another request, another server instance, the scheduled retry) picks them up
-- while they are being sent. The worker then records 'sent' or 'failed' with the next attempt's time.

create or replace function public.claim_due_inquiries(batch_size integer, lease_seconds integer, only_id uuid default null)
returns setof public.inquiries
language sql
volatile
security invoker
set search_path = public
as $$
  update public.inquiries as claimed
     set attempts = claimed.attempts + 1,
         next_attempt_at = now() + make_interval(secs => lease_seconds)
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

revoke all on function public.claim_due_inquiries(integer, integer, uuid) from public;
revoke all on function public.claim_due_inquiries(integer, integer, uuid) from anon, authenticated;
grant execute on function public.claim_due_inquiries(integer, integer, uuid) to service_role;
