-- The chat-with-gemini Edge Function's own rate limit, shared by every isolate that runs it. Each call is counted in
-- fixed windows twice: under its client's key and under one key for the whole function (a budget on paid Gemini
-- calls, since no client address Supabase's edge passes on is documented as one a caller cannot choose). A client over
-- its limit is refused without using the shared budget. Only the service role may call chat_function_hit; nobody
-- reads or writes the table except through it.

create table if not exists public.chat_function_hits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, window_start)
);

create index if not exists chat_function_hits_window_start on public.chat_function_hits (window_start);

alter table public.chat_function_hits enable row level security;
revoke all on public.chat_function_hits from public, anon, authenticated;

-- Counts one call and says whether it may go ahead; when not, how many seconds until the window that refused it ends.
-- `called_at` is the moment of the call (the database's clock unless a test fixes it). Windows that ended are deleted as
-- calls come, so the table holds about two windows of keys.
create or replace function public.chat_function_hit(
  client_key text,
  client_max integer,
  client_window_seconds integer,
  global_max integer,
  global_window_seconds integer,
  called_at timestamptz default now()
)
returns table (allowed boolean, retry_after_seconds integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  client_start timestamptz;
  global_start timestamptz;
  counted integer;
begin
  if client_key is null or length(client_key) not between 1 and 128 then
    raise exception 'chat_function_hit: client_key must be 1 to 128 characters' using errcode = '22023';
  end if;
  if client_max is null or client_max < 1 or global_max is null or global_max < 1
     or client_window_seconds is null or client_window_seconds < 1
     or global_window_seconds is null or global_window_seconds < 1 or called_at is null then
    raise exception 'chat_function_hit: limits and windows must be positive' using errcode = '22023';
  end if;

  client_start := to_timestamp(floor(extract(epoch from called_at) / client_window_seconds) * client_window_seconds);
  global_start := to_timestamp(floor(extract(epoch from called_at) / global_window_seconds) * global_window_seconds);

  delete from public.chat_function_hits
   where window_start < called_at - make_interval(secs => greatest(client_window_seconds, global_window_seconds));

  insert into public.chat_function_hits as counter (bucket, window_start, hits)
  values ('client:' || client_key, client_start, 1)
  on conflict (bucket, window_start) do update set hits = counter.hits + 1
  returning counter.hits into counted;
  if counted > client_max then
    return query select false, greatest(1, ceil(extract(epoch from client_start + make_interval(secs => client_window_seconds) - called_at)))::integer;
    return;
  end if;

  insert into public.chat_function_hits as counter (bucket, window_start, hits)
  values ('global', global_start, 1)
  on conflict (bucket, window_start) do update set hits = counter.hits + 1
  returning counter.hits into counted;
  if counted > global_max then
    return query select false, greatest(1, ceil(extract(epoch from global_start + make_interval(secs => global_window_seconds) - called_at)))::integer;
    return;
  end if;

  return query select true, 0;
end;
$$;

revoke all on function public.chat_function_hit(text, integer, integer, integer, integer, timestamptz) from public;
revoke all on function public.chat_function_hit(text, integer, integer, integer, integer, timestamptz) from anon, authenticated;
grant execute on function public.chat_function_hit(text, integer, integer, integer, integer, timestamptz) to service_role;
