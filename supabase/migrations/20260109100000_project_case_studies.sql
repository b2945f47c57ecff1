-- Case studies: a project may carry a headline (the page's own title), a markdown body rendered like an article, its
-- facts and a gallery. All nullable: a project without a body keeps SPEC.md's fixed texts. The table's grants and
-- row-level security (20260106000000_least_privilege.sql) are table-wide, so the new columns are read by anyone who
-- reads projects and written only by admins, like the others.
alter table public.projects
  add column if not exists headline text,
  add column if not exists body text,
  -- {client_type, location, services: [], stack: [], timeline, outcomes: [{label, value}]}
  add column if not exists facts jsonb,
  -- [{src, alt}], alt required (checked by the site's schema, lib/content/schemas.ts)
  add column if not exists gallery jsonb;

alter table public.projects drop constraint if exists projects_headline_length;
alter table public.projects add constraint projects_headline_length check (headline is null or char_length(headline) <= 200);
alter table public.projects drop constraint if exists projects_body_length;
alter table public.projects add constraint projects_body_length check (body is null or char_length(body) <= 100000);
alter table public.projects drop constraint if exists projects_facts_object;
alter table public.projects add constraint projects_facts_object check (facts is null or jsonb_typeof(facts) = 'object');
alter table public.projects drop constraint if exists projects_gallery_items;
alter table public.projects add constraint projects_gallery_items check (
  gallery is null or (jsonb_typeof(gallery) = 'array' and jsonb_array_length(gallery) <= 12)
);
