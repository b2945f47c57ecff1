-- Least privilege for the two keys a browser may hold: the publishable key (role anon) and a signed-in user's token
-- (role authenticated). Everything else the site does, it does on the server with the service role:
--   * contact form inserts, forwarding, claims and retries: lib/inquiries/supabase-store.ts (service role);
--   * the admin inbox, "mark handled", "forward again" and the CSV export: the same store (service role);
--   * admin sign-in asks public.is_admin() with the admin's token; posts and projects are read, created and updated
--     with the admin's token (lib/admin/content.ts), so row-level security has the last word there. Nothing in the
--     admin area deletes a post or a project (unpublishing is an update).
-- So the publishable key may read published posts and projects and nothing else, a signed-in user who is not an
-- admin may do no more than that, and an admin may in addition read, create and update posts and projects. Inquiries
-- and the admins list are the service role's alone. A Supabase project's default privileges may also give anon and
-- authenticated everything on each table, sequence and function the owner creates in public later (projects created
-- before the Data API stopped exposing new tables by default do); those defaults are revoked, so a later table is
-- closed until a migration grants it. The same file runs on the embedded database (PGlite), where it changes the
-- same catalogues.

-- Tables: take back every privilege, then grant exactly what the site uses.
revoke all on table public.projects, public.blogs, public.inquiries, public.admins from public, anon, authenticated;

grant select on table public.projects, public.blogs to anon, authenticated;
grant insert, update on table public.projects, public.blogs to authenticated;
grant all on table public.projects, public.blogs, public.inquiries, public.admins to service_role;

-- Anyone with the publishable key could insert inquiries directly, past the form's validation and rate limits, and
-- the retry job would then e-mail them. The site inserts with the service role.
drop policy if exists "visitors submit inquiries" on public.inquiries;
-- The inbox reads inquiries and marks them handled with the service role, never with the admin's token.
drop policy if exists "admins read inquiries" on public.inquiries;
drop policy if exists "admins mark inquiries handled" on public.inquiries;
-- Admin rights are checked through public.is_admin() (security definer); nobody reads the list itself.
drop policy if exists "admins see their own row" on public.admins;
-- Posts and projects are unpublished, never deleted, from the admin area.
drop policy if exists "admins delete posts" on public.blogs;
drop policy if exists "admins delete projects" on public.projects;

-- Functions: Postgres lets PUBLIC (every role) execute a new function, and Supabase adds anon and authenticated.
revoke all on function public.is_admin() from public, anon, authenticated;
grant execute on function public.is_admin() to authenticated, service_role;
revoke all on function public.next_scheduled_post_at() from public, anon, authenticated;
grant execute on function public.next_scheduled_post_at() to anon, authenticated, service_role;
revoke all on function public.claim_due_inquiries(integer, integer, uuid) from public, anon, authenticated;
grant execute on function public.claim_due_inquiries(integer, integer, uuid) to service_role;
revoke all on function public.requeue_inquiry(uuid) from public, anon, authenticated;
grant execute on function public.requeue_inquiry(uuid) to service_role;

-- Nobody but the owner creates objects in public.
revoke create on schema public from public, anon, authenticated;

-- What the owner (postgres, who runs the migrations) creates later in public: no privilege for anon or authenticated
-- until a migration grants one. Postgres's own default, EXECUTE for PUBLIC on every new function, can only be
-- revoked for all schemas at once (a per-schema default adds to the global one); functions postgres creates anywhere
-- then need an explicit grant, as every function above has. Grants to the service role stay as they are.
alter default privileges for role postgres in schema public revoke all on tables from public, anon, authenticated;
alter default privileges for role postgres in schema public revoke all on sequences from public, anon, authenticated;
alter default privileges for role postgres in schema public revoke all on functions from public, anon, authenticated;
alter default privileges for role postgres revoke execute on functions from public;
