-- The hosted assistant's failures, shared by every instance of the site (lib/chat/incidents.ts): when Gemini or the
-- chat-with-gemini function gives no answer, the site answers the visitor with its local assistant and records the
-- failure here, one row per cause and UTC day. /api/health/ reads the latest failure and whether the upstream has
-- answered since (the chat is "degraded" until it has); the first failure of a cause on a day claims that day's one
-- alert. Only the service role may call the functions; nobody reads or writes the tables except through them.

create table if not exists public.chat_incidents (
  day date not null,
  cause text not null check (length(cause) between 1 and 40),
  provider text not null check (provider in ('gemini', 'supabase')),
  failures integer not null default 1,
  first_failed_at timestamptz not null,
  last_failed_at timestamptz not null,
  last_detail text not null default '' check (length(last_detail) <= 500),
  -- Set when this cause's alert for the day is claimed; cleared again when every channel failed to send it.
  alerted_at timestamptz,
  primary key (day, cause)
);

create index if not exists chat_incidents_last_failed_at on public.chat_incidents (last_failed_at desc);

-- One row: when the hosted assistant last answered (recorded at most about once a minute per instance).
create table if not exists public.chat_upstream (
  id boolean primary key default true check (id),
  last_answered_at timestamptz not null
);

alter table public.chat_incidents enable row level security;
alter table public.chat_upstream enable row level security;
revoke all on public.chat_incidents, public.chat_upstream from public, anon, authenticated;

-- Records one failure and says whether the caller should send this cause's alert for the day: true for the first
-- failure of the day when `claim_alert` (a channel is configured), or for a later one after an alert that failed to
-- send. Rows older than 30 days are deleted as failures come.
create or replace function public.record_chat_failure(
  failure_cause text,
  failure_provider text,
  failure_detail text,
  claim_alert boolean,
  failed_at timestamptz default now()
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  failure_day date := (failed_at at time zone 'utc')::date;
  claimed boolean;
begin
  delete from public.chat_incidents where day < failure_day - 30;

  insert into public.chat_incidents as incident (day, cause, provider, first_failed_at, last_failed_at, last_detail)
  values (failure_day, failure_cause, failure_provider, failed_at, failed_at, left(coalesce(failure_detail, ''), 500))
  on conflict (day, cause) do update
     set failures = incident.failures + 1,
         provider = excluded.provider,
         last_failed_at = greatest(incident.last_failed_at, excluded.last_failed_at),
         last_detail = excluded.last_detail;

  if not claim_alert then
    return false;
  end if;
  update public.chat_incidents
     set alerted_at = failed_at
   where day = failure_day and cause = failure_cause and alerted_at is null
  returning true into claimed;
  return coalesce(claimed, false);
end;
$$;

-- Gives a claimed alert back (every channel failed to send it), so the cause's next failure that day claims it again.
create or replace function public.release_chat_alert(failure_cause text, failure_day date)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.chat_incidents set alerted_at = null where day = failure_day and cause = failure_cause;
$$;

-- Records that the hosted assistant answered at `answered_at`.
create or replace function public.record_chat_answer(answered_at timestamptz default now())
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.chat_upstream as upstream (id, last_answered_at)
  values (true, answered_at)
  on conflict (id) do update set last_answered_at = greatest(upstream.last_answered_at, excluded.last_answered_at);
$$;

-- The latest failure (none: no row) with its day's count, and when the hosted assistant last answered.
create or replace function public.chat_incident_summary()
returns table (cause text, provider text, failures integer, last_failed_at timestamptz, last_answered_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select latest.cause, latest.provider, latest.failures, latest.last_failed_at,
         (select upstream.last_answered_at from public.chat_upstream as upstream)
    from (select * from public.chat_incidents order by last_failed_at desc limit 1) as latest;
$$;

revoke all on function public.record_chat_failure(text, text, text, boolean, timestamptz) from public, anon, authenticated;
grant execute on function public.record_chat_failure(text, text, text, boolean, timestamptz) to service_role;
revoke all on function public.release_chat_alert(text, date) from public, anon, authenticated;
grant execute on function public.release_chat_alert(text, date) to service_role;
revoke all on function public.record_chat_answer(timestamptz) from public, anon, authenticated;
grant execute on function public.record_chat_answer(timestamptz) to service_role;
revoke all on function public.chat_incident_summary() from public, anon, authenticated;
grant execute on function public.chat_incident_summary() to service_role;
