-- At most two copies of a lead, whatever crashes, and the same message once.
--
-- A claim covers one forward (lib/inquiries/forwarding.ts claims one inquiry per forward, with a lease longer than the
-- forward's time-out plus the time to record its outcome). A claim whose lease ran out with no outcome recorded (the
-- process ended while forwarding, or the forward outlived its lease) may have been delivered: the next claim counts it
-- as an unanswered forward, and when that makes two, the inquiry becomes 'uncertain' instead of being claimed (two is
-- MAX_UNANSWERED_FORWARDS in lib/inquiries/backoff.ts). A worker records an outcome only while its claim is the latest
-- (the attempt it claimed, its lease not taken back), so a late outcome of a lapsed claim changes nothing; a confirmed
-- delivery is recorded whenever it arrives.
--
-- duplicate_key: the sha256 of the visitor's normalised address and message (lib/inquiries/duplicates.ts).
-- insert_inquiry keeps a new inquiry unless one with the same key arrived within the window, in which case it answers
-- with that one's id and stores nothing. An advisory lock on the key makes the check and the insert one step, so two
-- identical submissions at the same moment are one lead as well. An id that is already in the table (the journal's
-- recovery wrote it) is answered 'exists': it counts as stored.

alter table public.inquiries add column if not exists duplicate_key text;
create index if not exists inquiries_duplicate_key_idx on public.inquiries (duplicate_key, created_at) where duplicate_key is not null;

create or replace function public.insert_inquiry(
  inquiry_id uuid,
  inquiry_name text,
  inquiry_email text,
  inquiry_phone text,
  inquiry_service text,
  inquiry_message text,
  inquiry_form text,
  inquiry_status text,
  inquiry_created_at timestamptz,
  inquiry_duplicate_key text,
  claim_ms double precision,
  duplicate_window_ms double precision
)
returns table (kept_id uuid, outcome text)
language plpgsql
volatile
security invoker
set search_path = public
as $$
declare
  earlier uuid;
  added integer;
begin
  if exists (select 1 from public.inquiries as existing where existing.id = inquiry_id) then
    return query select inquiry_id, 'exists'::text;
    return;
  end if;
  if inquiry_duplicate_key is not null then
    perform pg_advisory_xact_lock(hashtextextended('public.inquiries.duplicate_key ' || inquiry_duplicate_key, 0));
    select same.id into earlier
      from public.inquiries as same
     where same.duplicate_key = inquiry_duplicate_key
       and same.status <> 'spam'
       and same.created_at > now() - duplicate_window_ms * interval '1 millisecond'
     order by same.created_at, same.id
     limit 1;
    if earlier is not null then
      return query select earlier, 'duplicate'::text;
      return;
    end if;
  end if;
  insert into public.inquiries (id, name, email, phone, service, message, form, status, attempts, next_attempt_at, leased_until, created_at, duplicate_key)
  values (
    inquiry_id, inquiry_name, inquiry_email, inquiry_phone, inquiry_service, inquiry_message, inquiry_form, inquiry_status,
    case when claim_ms is null then 0 else 1 end,
    now() + coalesce(claim_ms, 0) * interval '1 millisecond',
    case when claim_ms is null then null else now() + claim_ms * interval '1 millisecond' end,
    coalesce(inquiry_created_at, now()),
    inquiry_duplicate_key
  )
  on conflict do nothing;
  get diagnostics added = row_count;
  return query select inquiry_id, case when added = 1 then 'inserted' else 'exists' end;
end;
$$;

create or replace function public.claim_due_inquiries(batch_size integer, lease_seconds integer, only_id uuid default null)
returns setof public.inquiries
language sql
volatile
security invoker
set search_path = public
as $$
  update public.inquiries as claimed
     set unanswered_attempts = claimed.unanswered_attempts + case when claimed.leased_until is null then 0 else 1 end,
         last_error = case
                        when claimed.leased_until is null then claimed.last_error
                        else 'No outcome was recorded for attempt ' || claimed.attempts || ' (the server stopped or the forward outlived its claim): it may have been delivered.'
                      end,
         status = case when claimed.leased_until is not null and claimed.unanswered_attempts + 1 >= 2 then 'uncertain' else claimed.status end,
         attempts = case when claimed.leased_until is not null and claimed.unanswered_attempts + 1 >= 2 then claimed.attempts else claimed.attempts + 1 end,
         next_attempt_at = case
                             when claimed.leased_until is not null and claimed.unanswered_attempts + 1 >= 2 then claimed.next_attempt_at
                             else now() + make_interval(secs => lease_seconds)
                           end,
         leased_until = case
                          when claimed.leased_until is not null and claimed.unanswered_attempts + 1 >= 2 then null
                          else now() + make_interval(secs => lease_seconds)
                        end
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

revoke all on function public.insert_inquiry(uuid, text, text, text, text, text, text, text, timestamptz, text, double precision, double precision) from public, anon, authenticated;
grant execute on function public.insert_inquiry(uuid, text, text, text, text, text, text, text, timestamptz, text, double precision, double precision) to service_role;
revoke all on function public.claim_due_inquiries(integer, integer, uuid) from public, anon, authenticated;
grant execute on function public.claim_due_inquiries(integer, integer, uuid) to service_role;
