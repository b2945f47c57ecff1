import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import { checkImageUrl, publicImageUrl, SITE_IMAGES_BUCKET, siteImagesPrefix } from "@/lib/images/site-images.mjs";
import { createSessionlessClient } from "@/lib/supabase/sessionless-client";
import { FilesContentSource } from "./files-source";
import type { Post, Project } from "./schemas";

/**
 * npm run content:seed (scripts/ops/content-seed.mjs): copies the site's content from files into Supabase. The articles
 * and projects are read as the files source reads them (lib/content/files-source.ts), so the site shows the same on
 * either; the images they show from public/ go to the Storage bucket site-images at stable object paths (their path
 * under public/), replaced on every run, and their rows point at the bucket's public URLs. Every row is matched by
 * slug: one that already exists is left as it is (an admin's edit wins) unless `overwrite` replaces its fields with
 * the file's. A draft stays a draft and a scheduled post stays scheduled (docs/product.md, "Data the pages read").
 */

export type SeedUpload = { objectPath: string; filePath: string; contentType: string };
export type SeedPlan = { posts: Record<string, unknown>[]; projects: Record<string, unknown>[]; uploads: SeedUpload[] };
export type SeedResult = { inserted: string[]; updated: string[]; skipped: string[] };
type Table = "blogs" | "projects" | "inquiries";

export const SEED_USAGE = `Usage: npm run content:seed [-- --overwrite]

Copies content/blog/*.md, content/projects/*.json and the images they show from public/ into Supabase
(tables blogs and projects, Storage bucket ${SITE_IMAGES_BUCKET}), matching rows by slug.

  --overwrite   replace rows that already exist with the files' content (default: keep them, an admin's edit wins)
  --help        this text

Needs NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. CONTENT_DIR reads another content folder.`;

export const REVALIDATE_HINT = "Pages the site has cached show the change once expired: POST /api/revalidate/ with the REVALIDATE_SECRET bearer and no body.";

/** The command line: { overwrite, help }; anything else is an error. */
export function parseSeedArgs(argv: string[]): { overwrite: boolean; help: boolean } {
  const options = { overwrite: false, help: false };
  for (const arg of argv) {
    if (arg === "--overwrite") options.overwrite = true;
    else if (arg === "--help" || arg === "-h") options.help = true;
    else throw new Error(`Unknown argument: ${arg}`);
  }
  return options;
}

/** The Supabase project and key from the environment, or an error naming what is missing. */
export function seedConfig(env: Record<string, string | undefined>, command = "content:seed") {
  const supabaseUrl = env.NEXT_PUBLIC_SUPABASE_URL?.trim() ?? "";
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim() ?? "";
  const missing = [!supabaseUrl && "NEXT_PUBLIC_SUPABASE_URL", !serviceRoleKey && "SUPABASE_SERVICE_ROLE_KEY"].filter(Boolean);
  if (missing.length) {
    throw new Error(
      `${command} needs NEXT_PUBLIC_SUPABASE_URL (the project's URL) and SUPABASE_SERVICE_ROLE_KEY (its server-only service-role key, which writes past row-level security). Missing: ${missing.join(", ")}.`,
    );
  }
  if (!siteImagesPrefix(supabaseUrl)) throw new Error(`NEXT_PUBLIC_SUPABASE_URL is not an http(s) URL: ${supabaseUrl}`);
  return { supabaseUrl, serviceRoleKey, contentDir: path.resolve(env.CONTENT_DIR?.trim() || "content") };
}

/** The image types the bucket takes (supabase/migrations/20260106100000_site_images_bucket.sql). */
const BUCKET_TYPES: Record<string, string> = { ".webp": "image/webp", ".avif": "image/avif", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif" };

/**
 * Where an image of a row is shown from. A file under public/ of a type the bucket takes is uploaded at the same path
 * and shown from the bucket; any other path on this site (a generated article cover, /covers/{slug}.svg, or an SVG)
 * stays as it is, since the site serves it; an address in the bucket stays too. Anything else the site cannot show.
 */
function imageSource(value: string | null, { publicDir, supabaseUrl, owner, field }: { publicDir: string; supabaseUrl: string; owner: string; field: string }): { url: string | null; upload: SeedUpload | null } {
  if (value === null) return { url: null, upload: null };
  const verdict = checkImageUrl(value, supabaseUrl);
  if (!verdict.ok) throw new Error(`${owner}: ${field} ${value} cannot be shown by the site. ${verdict.message}`);
  if (!value.startsWith("/")) return { url: value, upload: null };
  const { pathname } = new URL(value, "https://site.invalid");
  let objectPath;
  try {
    objectPath = decodeURIComponent(pathname).replace(/^\/+/, "");
  } catch {
    return { url: value, upload: null };
  }
  const root = path.resolve(publicDir);
  const filePath = path.resolve(root, objectPath);
  const contentType = BUCKET_TYPES[path.extname(filePath).toLowerCase()];
  if (!filePath.startsWith(root + path.sep) || !contentType || !existsSync(filePath) || !statSync(filePath).isFile()) return { url: value, upload: null };
  return { url: publicImageUrl(supabaseUrl, objectPath), upload: { objectPath, filePath, contentType } };
}

/** Columns the database fills in when a row has no value for them (not null, with a default). */
const DATABASE_DEFAULTS: Record<Table, string[]> = { blogs: ["created_at", "updated_at"], projects: ["created_at"], inquiries: ["created_at", "next_attempt_at"] };

/** The row without the nulls of columns the database fills in. */
export function withoutNullDefaults(table: Table, row: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...row };
  for (const column of DATABASE_DEFAULTS[table]) if (copy[column] === null) delete copy[column];
  return copy;
}

/** A post or project as a row to write: without the files' id (the database gives one). */
function withoutId(item: Post | Project): Record<string, unknown> {
  const row: Record<string, unknown> = { ...item };
  delete row.id;
  return row;
}

/** The rows to write and the images to upload for a content folder, the images' addresses pointing at the bucket. */
export async function seedPlan({ contentDir, publicDir, supabaseUrl }: { contentDir: string; publicDir: string; supabaseUrl: string }): Promise<SeedPlan> {
  const files = new FilesContentSource(contentDir);
  const [posts, projects] = await Promise.all([files.allPosts(), files.allProjects()]);
  const uploads = new Map<string, SeedUpload>();
  const place = (value: string | null, owner: string, field: string) => {
    const { url, upload } = imageSource(value, { publicDir, supabaseUrl, owner, field });
    if (upload) uploads.set(upload.objectPath, upload);
    return url;
  };
  const projectSlugs = new Set<string>();
  for (const project of projects) {
    if (projectSlugs.has(project.slug)) throw new Error(`projects: two files have the slug ${project.slug}`);
    projectSlugs.add(project.slug);
  }
  return {
    posts: posts.map((post) => withoutNullDefaults("blogs", { ...withoutId(post), cover_image_url: place(post.cover_image_url, `blog/${post.slug}`, "cover_image_url") })),
    projects: projects.map((project) =>
      withoutNullDefaults("projects", {
        ...withoutId(project),
        screenshot_url: place(project.screenshot_url, `projects/${project.slug}`, "screenshot_url"),
        // A gallery image always has a src, and a src is never placed at null.
        gallery: project.gallery.map((image) => ({ ...image, src: place(image.src, `projects/${project.slug}`, "gallery") as string })),
      }),
    ),
    uploads: [...uploads.values()].sort((a, b) => (a.objectPath < b.objectPath ? -1 : 1)),
  };
}

/** The error of a Supabase call, with what was being done. */
export function failure(action: string, error: { message?: string; code?: string } | null | undefined): Error {
  return new Error(`Supabase could not ${action}: ${error?.message || "unknown error"}${error?.code ? ` (${error.code})` : ""}`);
}

/**
 * Inserts the rows whose slug is new; with overwrite, updates the others too. One upsert per table (on_conflict=slug):
 * ignore-duplicates leaves existing rows alone, merge-duplicates replaces the file's columns; a column a file leaves
 * empty takes the database's default, never null.
 */
async function upsertBySlug(client: SupabaseClient, table: "blogs" | "projects", rows: Record<string, unknown>[], overwrite: boolean): Promise<SeedResult> {
  if (!rows.length) return { inserted: [], updated: [], skipped: [] };
  const slugs = rows.map((row) => String(row.slug));
  const before = await client.from(table).select("slug").in("slug", slugs);
  if (before.error) throw failure(`read the existing ${table}`, before.error);
  const existed = new Set(before.data.map((row) => row.slug));
  const written = await client.from(table).upsert(rows, { onConflict: "slug", ignoreDuplicates: !overwrite, defaultToNull: false }).select("slug");
  if (written.error) throw failure(`write ${table}`, written.error);
  const touched = new Set(written.data.map((row) => row.slug));
  return {
    inserted: slugs.filter((slug) => touched.has(slug) && !existed.has(slug)),
    updated: slugs.filter((slug) => touched.has(slug) && existed.has(slug)),
    skipped: slugs.filter((slug) => !touched.has(slug)),
  };
}

/** Seeds Supabase from the content folder; `log` gets one line per image and row, then the totals. */
export async function seedContent({
  supabaseUrl,
  serviceRoleKey,
  contentDir,
  publicDir = path.resolve("public"),
  overwrite = false,
  log = console.log,
}: {
  supabaseUrl: string;
  serviceRoleKey: string;
  contentDir: string;
  publicDir?: string;
  overwrite?: boolean;
  log?: (line: string) => void;
}) {
  const plan = await seedPlan({ contentDir, publicDir, supabaseUrl });
  const client = createSessionlessClient(supabaseUrl, serviceRoleKey);
  log(`Seeding ${supabaseUrl} from ${path.relative(process.cwd(), contentDir) || "."} (${overwrite ? "--overwrite: existing rows are replaced" : "existing rows are kept; --overwrite replaces them"})`);

  for (const { objectPath, filePath, contentType } of plan.uploads) {
    const { error } = await client.storage.from(SITE_IMAGES_BUCKET).upload(objectPath, readFileSync(filePath), { upsert: true, contentType });
    if (error) throw failure(`upload ${objectPath} to ${SITE_IMAGES_BUCKET}`, error);
    log(`image    uploaded  ${SITE_IMAGES_BUCKET}/${objectPath}`);
  }

  const results: Record<"blogs" | "projects", SeedResult> = { blogs: { inserted: [], updated: [], skipped: [] }, projects: { inserted: [], updated: [], skipped: [] } };
  for (const [kind, table, rows] of [["post", "blogs", plan.posts], ["project", "projects", plan.projects]] as const) {
    const result = await upsertBySlug(client, table, rows, overwrite);
    for (const slug of result.inserted) log(`${kind.padEnd(8)} inserted  ${slug}`);
    for (const slug of result.updated) log(`${kind.padEnd(8)} updated   ${slug}`);
    for (const slug of result.skipped) log(`${kind.padEnd(8)} skipped   ${slug} (already in Supabase)`);
    results[table] = result;
  }

  const count = (result: SeedResult) => `${result.inserted.length} inserted, ${result.updated.length} updated, ${result.skipped.length} skipped`;
  log(`Images: ${plan.uploads.length} uploaded to ${SITE_IMAGES_BUCKET}. Posts: ${count(results.blogs)}. Projects: ${count(results.projects)}.`);
  if ([results.blogs, results.projects].some((result) => result.inserted.length + result.updated.length > 0)) log(REVALIDATE_HINT);
  return { images: plan.uploads.map((upload) => upload.objectPath), ...results };
}
