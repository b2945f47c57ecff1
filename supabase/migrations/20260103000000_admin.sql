-- Admin area: the users listed in public.admins (maintained only by service_role or SQL) may read and edit every
-- post and project, drafts and scheduled ones included, read every inquiry and mark one handled (handled_at only).
-- Signed-in users who are not listed keep the public view; the same file runs on Supabase and on PGlite.

create table if not exists public.admins (
  user_id uuid primary key,
  email text,
  created_at timestamptz not null default now()
);

-- On Supabase, an admin is a real user and leaves with it (auth.users does not exist on the embedded database).
do $$ begin
  if to_regclass('auth.users') is not null
     and not exists (select 1 from pg_constraint where conname = 'admins_user_id_fkey' and conrelid = 'public.admins'::regclass) then
    alter table public.admins
      add constraint admins_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade;
  end if;
end $$;

alter table public.admins enable row level security;
grant select on public.admins to authenticated;
grant all on public.admins to service_role;

drop policy if exists "admins see their own row" on public.admins;
create policy "admins see their own row" on public.admins for select to authenticated
  using (user_id = auth.uid());

-- Security definer, so that policies can ask without the caller needing to read public.admins.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = public
as $$
  select exists (select 1 from public.admins where user_id = auth.uid());
$$;

revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- Posts and projects: admins read and write everything; the public-read policies stay as they are.
grant insert, update, delete on public.blogs, public.projects to authenticated;

drop policy if exists "admins read all posts" on public.blogs;
create policy "admins read all posts" on public.blogs for select to authenticated using (public.is_admin());
drop policy if exists "admins insert posts" on public.blogs;
create policy "admins insert posts" on public.blogs for insert to authenticated with check (public.is_admin());
drop policy if exists "admins update posts" on public.blogs;
create policy "admins update posts" on public.blogs for update to authenticated
  using (public.is_admin()) with check (public.is_admin());
drop policy if exists "admins delete posts" on public.blogs;
create policy "admins delete posts" on public.blogs for delete to authenticated using (public.is_admin());

drop policy if exists "admins read all projects" on public.projects;
create policy "admins read all projects" on public.projects for select to authenticated using (public.is_admin());
drop policy if exists "admins insert projects" on public.projects;
create policy "admins insert projects" on public.projects for insert to authenticated with check (public.is_admin());
drop policy if exists "admins update projects" on public.projects;
create policy "admins update projects" on public.projects for update to authenticated
  using (public.is_admin()) with check (public.is_admin());
drop policy if exists "admins delete projects" on public.projects;
create policy "admins delete projects" on public.projects for delete to authenticated using (public.is_admin());

-- Inquiries: admins read all and may only set handled_at; status, attempts etc. stay with service_role.
grant select on public.inquiries to authenticated;
grant update (handled_at) on public.inquiries to authenticated;

drop policy if exists "admins read inquiries" on public.inquiries;
create policy "admins read inquiries" on public.inquiries for select to authenticated using (public.is_admin());
drop policy if exists "admins mark inquiries handled" on public.inquiries;
create policy "admins mark inquiries handled" on public.inquiries for update to authenticated
  using (public.is_admin()) with check (public.is_admin());
