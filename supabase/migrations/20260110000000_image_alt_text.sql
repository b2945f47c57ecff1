-- Alt text for a post's cover and a project's screenshot, as a gallery image already has: an image the admin uploads
-- needs one (lib/admin/content-rules.ts), and the pages say it to screen readers. Nullable: without one, the page
-- keeps its own description ("Cover illustration for …", "… home screen mock-up"). The grants and row-level security
-- of both tables (20260106000000_least_privilege.sql) are table-wide, so the new columns follow them.
alter table public.blogs add column if not exists cover_image_alt text;
alter table public.projects add column if not exists screenshot_alt text;

alter table public.blogs drop constraint if exists blogs_cover_image_alt_length;
alter table public.blogs add constraint blogs_cover_image_alt_length check (cover_image_alt is null or char_length(cover_image_alt) <= 300);
alter table public.projects drop constraint if exists projects_screenshot_alt_length;
alter table public.projects add constraint projects_screenshot_alt_length check (screenshot_alt is null or char_length(screenshot_alt) <= 300);
