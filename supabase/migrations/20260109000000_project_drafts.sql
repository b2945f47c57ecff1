-- Drafts for projects, as posts have them: published_at null is unpublished, a future one is scheduled, and the
-- public key reads a project only once it is published and due. Every project saved before this migration was public,
-- so each keeps being public, since its created_at (or now, for one dated in the future). A row inserted without
-- published_at (a dashboard insert, an older content:seed) is published at once, as it was before; the admin area
-- always writes it. The same file runs on the embedded database (PGlite).

alter table public.projects add column if not exists published_at timestamptz;
update public.projects set published_at = least(created_at, now()) where published_at is null;
alter table public.projects alter column published_at set default now();
create index if not exists projects_published_at_idx on public.projects (published_at desc);

drop policy if exists "projects are public" on public.projects;
drop policy if exists "published projects are public" on public.projects;
create policy "published projects are public" on public.projects for select to anon, authenticated
  using (published_at is not null and published_at <= now());

-- When the next scheduled project goes live: as next_scheduled_post_at(), the moment alone, so cached pages that show
-- projects are kept until then and a scheduled project appears on time without a save.
create or replace function public.next_scheduled_project_at()
returns timestamptz
language sql
stable
security definer
set search_path = public
as $$
  select min(published_at) from public.projects where published_at > now();
$$;

revoke all on function public.next_scheduled_project_at() from public, anon, authenticated;
grant execute on function public.next_scheduled_project_at() to anon, authenticated, service_role;
