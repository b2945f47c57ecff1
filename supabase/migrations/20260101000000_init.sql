-- Tables, grants and row-level security for the public site.
-- The same file runs on Supabase and on the embedded database (PGlite) used without configuration.

create table if not exists public.projects (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text,
  screenshot_url text,
  project_url text,
  created_at timestamptz not null default now()
);

create table if not exists public.blogs (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(title) between 1 and 300),
  excerpt text,
  content text,
  cover_image_url text,
  tags text[] not null default '{}',
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists blogs_published_at_idx on public.blogs (published_at desc);

create table if not exists public.inquiries (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 120),
  email text not null check (char_length(email) between 3 and 254),
  phone text check (phone is null or char_length(phone) <= 40),
  service text check (service is null or service in ('web-design', 'ai-integration', 'digital-transformation', 'other')),
  message text not null check (char_length(message) between 1 and 5000),
  form text not null default 'full' check (form in ('full', 'short')),
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'spam')),
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  forwarded_at timestamptz,
  handled_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists inquiries_pending_idx on public.inquiries (status, next_attempt_at);
create index if not exists inquiries_created_at_idx on public.inquiries (created_at desc);

-- Grants: new Supabase projects expose no table without them.
grant usage on schema public to anon, authenticated, service_role;
grant select on public.projects, public.blogs to anon, authenticated;
grant insert on public.inquiries to anon, authenticated;
grant all on public.projects, public.blogs, public.inquiries to service_role;

alter table public.projects enable row level security;
alter table public.blogs enable row level security;
alter table public.inquiries enable row level security;

drop policy if exists "projects are public" on public.projects;
create policy "projects are public" on public.projects for select to anon, authenticated using (true);

drop policy if exists "published posts are public" on public.blogs;
create policy "published posts are public" on public.blogs for select to anon, authenticated
  using (published_at is not null and published_at <= now());

-- Visitors may leave an inquiry (new, untouched) and read none.
drop policy if exists "visitors submit inquiries" on public.inquiries;
create policy "visitors submit inquiries" on public.inquiries for insert to anon, authenticated
  with check (status in ('pending', 'spam') and attempts = 0 and forwarded_at is null and handled_at is null);
