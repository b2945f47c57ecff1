-- The Supabase Storage bucket for the images of posts and projects: site-images. Anyone may read an image through
-- its public URL ({NEXT_PUBLIC_SUPABASE_URL}/storage/v1/object/public/site-images/{path}), the one remote image
-- host the site shows (next.config.ts, the Content-Security-Policy, the admin's image rule in
-- lib/images/site-images.mjs). Only admins (public.is_admin()) may upload or replace one with their own token; the
-- service role (npm run content:seed) needs no policy. Nobody lists the bucket through the API: a public bucket
-- serves its URLs without one, and a listing would show images of posts not yet published.
-- Objects of a public bucket are served to anyone, so only images are accepted, none larger than 5 MB, and no SVG
-- (an SVG opened from the bucket's URL would run its scripts on the storage host).
-- The embedded database (PGlite) has no storage schema: there this migration does nothing.

do $migration$
begin
  if to_regclass('storage.buckets') is null or to_regclass('storage.objects') is null then
    return;
  end if;

  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('site-images', 'site-images', true, 5242880, array['image/webp', 'image/avif', 'image/png', 'image/jpeg', 'image/gif'])
  on conflict (id) do update
    set public = excluded.public,
        file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types;

  -- Statements on storage.objects are built at run time, so that this block compiles where the table is missing.
  execute $sql$ drop policy if exists "site images: admins read" on storage.objects $sql$;
  execute $sql$
    create policy "site images: admins read" on storage.objects for select to authenticated
      using (bucket_id = 'site-images' and public.is_admin())
  $sql$;
  execute $sql$ drop policy if exists "site images: admins upload" on storage.objects $sql$;
  execute $sql$
    create policy "site images: admins upload" on storage.objects for insert to authenticated
      with check (bucket_id = 'site-images' and public.is_admin())
  $sql$;
  execute $sql$ drop policy if exists "site images: admins replace" on storage.objects $sql$;
  execute $sql$
    create policy "site images: admins replace" on storage.objects for update to authenticated
      using (bucket_id = 'site-images' and public.is_admin())
      with check (bucket_id = 'site-images' and public.is_admin())
  $sql$;
end
$migration$;
