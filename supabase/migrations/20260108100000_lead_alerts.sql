-- Lead alerts: the server's claims of the alerts recorded in stuck_alerted_at and delivered_alerted_at
-- (20260108000000_lead_delivery.sql), the count behind /api/health/'s "leads" and the inbox's banner, and the inbox's
-- "Retry now". Only the service role may call them.

-- Claims (sets the column of) up to batch_size alerts that are due and returns the leads they are about:
--   'stuck':     not yet delivered and not handled, either pending or failed since before stuck_before, or uncertain
--                (its one "not delivered" alert, stuck_alerted_at);
--   'delivered': sent after such an alert, and not yet told (delivered_alerted_at).
-- The column is set only where it is still null, re-checked under the row lock, so concurrent sweeps never claim the
-- same alert twice. stuck_before comes from the caller's clock, so the threshold is the caller's to decide.
create or replace function public.claim_lead_alerts(alert_kind text, stuck_before timestamptz, batch_size integer)
returns table (id uuid, name text, email text, service text, status text, last_error text, created_at timestamptz)
language sql
volatile
security invoker
set search_path = public
as $$
  with stuck as (
    update public.inquiries as claimed
       set stuck_alerted_at = now()
     where alert_kind = 'stuck'
       and claimed.stuck_alerted_at is null
       and claimed.handled_at is null
       and (claimed.status = 'uncertain' or (claimed.status in ('pending', 'failed') and claimed.created_at <= stuck_before))
       and claimed.id in (
             select due.id
               from public.inquiries as due
              where alert_kind = 'stuck'
                and due.stuck_alerted_at is null
                and due.handled_at is null
                and (due.status = 'uncertain' or (due.status in ('pending', 'failed') and due.created_at <= stuck_before))
              order by due.created_at
              limit greatest(batch_size, 0)
              for update skip locked
           )
    returning claimed.id, claimed.name, claimed.email, claimed.service, claimed.status, claimed.last_error, claimed.created_at
  ),
  delivered as (
    update public.inquiries as claimed
       set delivered_alerted_at = now()
     where alert_kind = 'delivered'
       and claimed.status = 'sent'
       and claimed.stuck_alerted_at is not null
       and claimed.delivered_alerted_at is null
       and claimed.id in (
             select due.id
               from public.inquiries as due
              where alert_kind = 'delivered'
                and due.status = 'sent'
                and due.stuck_alerted_at is not null
                and due.delivered_alerted_at is null
              order by due.created_at
              limit greatest(batch_size, 0)
              for update skip locked
           )
    returning claimed.id, claimed.name, claimed.email, claimed.service, claimed.status, claimed.last_error, claimed.created_at
  )
  select * from stuck
  union all
  select * from delivered;
$$;

-- Gives a claimed alert back (every channel failed to send it), so a later sweep claims it again.
create or replace function public.release_lead_alert(alert_kind text, inquiry_id uuid)
returns void
language sql
volatile
security invoker
set search_path = public
as $$
  update public.inquiries
     set stuck_alerted_at = case when alert_kind = 'stuck' then null else stuck_alerted_at end,
         delivered_alerted_at = case when alert_kind = 'delivered' then null else delivered_alerted_at end
   where id = inquiry_id;
$$;

-- Leads not yet delivered by e-mail (pending, failed or uncertain; neither spam nor handled): how many, and when the
-- oldest arrived. Counts only: nothing of their content.
create or replace function public.undelivered_lead_summary()
returns table (undelivered integer, oldest_created_at timestamptz)
language sql
stable
security invoker
set search_path = public
as $$
  select count(*)::integer, min(pending.created_at)
    from public.inquiries as pending
   where pending.status in ('pending', 'failed', 'uncertain')
     and pending.handled_at is null;
$$;

-- The inbox's "Retry now": every undelivered lead that no worker is sending becomes due at once (an uncertain one
-- counts as failed again, as requeue_inquiry does for one). Returns how many.
create or replace function public.requeue_undelivered_inquiries()
returns integer
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
     where status in ('pending', 'failed', 'uncertain')
       and handled_at is null
       and (leased_until is null or leased_until <= now())
    returning id
  )
  select count(*)::integer from requeued;
$$;

create index if not exists inquiries_delivered_alert_due_idx on public.inquiries (created_at)
  where status = 'sent' and stuck_alerted_at is not null and delivered_alerted_at is null;

revoke all on function public.claim_lead_alerts(text, timestamptz, integer) from public;
revoke all on function public.claim_lead_alerts(text, timestamptz, integer) from anon, authenticated;
grant execute on function public.claim_lead_alerts(text, timestamptz, integer) to service_role;
revoke all on function public.release_lead_alert(text, uuid) from public;
revoke all on function public.release_lead_alert(text, uuid) from anon, authenticated;
grant execute on function public.release_lead_alert(text, uuid) to service_role;
revoke all on function public.undelivered_lead_summary() from public;
revoke all on function public.undelivered_lead_summary() from anon, authenticated;
grant execute on function public.undelivered_lead_summary() to service_role;
revoke all on function public.requeue_undelivered_inquiries() from public;
revoke all on function public.requeue_undelivered_inquiries() from anon, authenticated;
grant execute on function public.requeue_undelivered_inquiries() to service_role;
