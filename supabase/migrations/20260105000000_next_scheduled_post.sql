-- When the next scheduled post goes live. Cached pages that list posts are kept until then, so a scheduled post
-- appears on time without anyone saving anything. The public key may read only published posts, so this function
-- (security definer) tells it the moment alone: no title, slug or content of a post that is not yet public.
create or replace function public.next_scheduled_post_at()
returns timestamptz
language sql
stable
security definer
set search_path = public
as $$
  select min(published_at) from public.blogs where published_at > now();
$$;

revoke all on function public.next_scheduled_post_at() from public;
grant execute on function public.next_scheduled_post_at() to anon, authenticated, service_role;
