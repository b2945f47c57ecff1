import type { SupabaseClient } from "@supabase/supabase-js";
import { z } from "zod";
import { postSchema, projectSchema, type Post, type Project } from "@/lib/content/schemas";
import { checkImageUrl } from "@/lib/images/site-images.mjs";

/**
 * Content editing in the admin area (Supabase only; the files source is edited in content/). Input is validated by
 * the site's own schemas (the fields of Post and Project), with the database's bounds on top, and written with the
 * admin's own session, so row-level security has the last word.
 */

export const TITLE_MAX = 300;
export const NAME_MAX = 200;
export const EXCERPT_MAX = 500;
export const CONTENT_MAX = 100_000;
export const TAGS_MAX = 8;
export const TAG_MAX = 40;
export const URL_MAX = 2048;

export type Publication = "draft" | "published" | "scheduled";

/** Where a post stands: no date is a draft, a future date is scheduled. */
export function publicationOf(publishedAt: string | null, now = Date.now()): Publication {
  if (!publishedAt) return "draft";
  return Date.parse(publishedAt) > now ? "scheduled" : "published";
}

/**
 * A cover or screenshot: only an address the public pages can show (lib/images/site-images.mjs), a path on this site
 * or an image in the Supabase bucket site-images; any other host is refused by the Content-Security-Policy and
 * next/image. Empty means none.
 */
const imageUrl = z
  .string()
  .trim()
  .max(URL_MAX)
  .superRefine((value, context) => {
    if (!value) return;
    const verdict = checkImageUrl(value, process.env.NEXT_PUBLIC_SUPABASE_URL);
    if (!verdict.ok) context.addIssue({ code: "custom", message: verdict.message });
  });

export const postInputSchema = postSchema
  .pick({ slug: true, title: true, excerpt: true, cover_image_url: true, tags: true, content: true })
  .extend({
    slug: postSchema.shape.slug.max(120),
    title: z.string().trim().min(1, "Give the post a title.").max(TITLE_MAX),
    excerpt: postSchema.shape.excerpt.refine((value) => (value ?? "").length <= EXCERPT_MAX, `Keep the excerpt within ${EXCERPT_MAX} characters.`),
    cover_image_url: imageUrl.nullish().transform((value) => (value && value.trim() ? value.trim() : null)),
    tags: z.array(z.string().trim().min(1).max(TAG_MAX)).max(TAGS_MAX, `At most ${TAGS_MAX} tags.`),
    content: postSchema.shape.content.refine((value) => (value ?? "").length <= CONTENT_MAX, `Keep the article within ${CONTENT_MAX} characters.`),
    publication: z.enum(["draft", "published", "scheduled"]),
    published_at: z.string().nullish(),
  });

export const projectInputSchema = projectSchema
  .pick({ slug: true, name: true, description: true, screenshot_url: true, project_url: true })
  .extend({
    slug: projectSchema.shape.slug.max(120),
    name: z.string().trim().min(1, "Give the project a name.").max(NAME_MAX),
    screenshot_url: imageUrl.nullish().transform((value) => (value && value.trim() ? value.trim() : null)),
    project_url: z
      .string()
      .trim()
      .max(URL_MAX)
      .refine((value) => !value || (/^https?:\/\//.test(value) && projectSchema.shape.project_url.safeParse(value).success), "Use an http:// or https:// address.")
      .transform((value) => value || null),
  });

export type PostDraft = z.input<typeof postInputSchema>;
export type ProjectDraft = z.input<typeof projectInputSchema>;
export type FieldErrors = Record<string, string>;
export type SaveResult = { ok: true; id: string; slug: string; previousSlug?: string | null } | { ok: false; message: string; fieldErrors?: FieldErrors };

const SLUG_HINT = "Use lower-case letters, digits and single hyphens, like my-first-post.";

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (errors[field]) continue;
    errors[field] = field === "slug" ? SLUG_HINT : issue.message;
  }
  return errors;
}

/** The row to write for a post: the publication choice decides published_at (a published post keeps its date). */
export function postRowFromDraft(draft: unknown, existingPublishedAt: string | null, now = Date.now()): { ok: true; row: Record<string, unknown> } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = postInputSchema.safeParse(draft);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { publication, published_at: requested, ...fields } = parsed.data;
  let publishedAt: string | null = null;
  if (publication === "published") {
    publishedAt = existingPublishedAt && Date.parse(existingPublishedAt) <= now ? existingPublishedAt : new Date(now).toISOString();
  } else if (publication === "scheduled") {
    const when = Date.parse(requested ?? "");
    if (Number.isNaN(when)) return { ok: false, fieldErrors: { published_at: "Choose the date and time to publish." } };
    if (when <= now) return { ok: false, fieldErrors: { published_at: "A scheduled date must be in the future; choose Publish now instead." } };
    publishedAt = new Date(when).toISOString();
  }
  return { ok: true, row: { ...fields, tags: [...new Set(fields.tags)], published_at: publishedAt, updated_at: new Date(now).toISOString() } };
}

export function projectRowFromDraft(draft: unknown): { ok: true; row: Record<string, unknown> } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = projectInputSchema.safeParse(draft);
  return parsed.success ? { ok: true, row: parsed.data } : { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
}

type PostgrestError = { code?: string; message?: string } | null;

function saveFailure(error: NonNullable<PostgrestError>, kind: "post" | "project"): SaveResult {
  if (error.code === "23505") return { ok: false, message: `Another ${kind} already uses this slug.`, fieldErrors: { slug: `Another ${kind} already uses this slug.` } };
  if (error.code === "42501") return { ok: false, message: `Your account may not change ${kind}s.` };
  if (error.code === "23514") return { ok: false, message: `The database refused a value: ${error.message ?? "check constraint"}.` };
  return { ok: false, message: `Could not save the ${kind}: ${error.message || "unknown error"}.` };
}

export type PostListItem = Pick<Post, "id" | "slug" | "title" | "published_at" | "created_at" | "updated_at">;

export async function listPostsForAdmin(client: SupabaseClient): Promise<PostListItem[]> {
  const { data, error } = await client.from("blogs").select("id, slug, title, published_at, created_at, updated_at").order("updated_at", { ascending: false });
  if (error) throw new Error(`Could not load posts: ${error.message}`);
  return (data ?? []) as PostListItem[];
}

export async function getPostForAdmin(client: SupabaseClient, id: string): Promise<Post | null> {
  const { data, error } = await client.from("blogs").select("*").eq("id", id).maybeSingle();
  if (error) throw new Error(`Could not load the post: ${error.message}`);
  return data ? postSchema.parse(data) : null;
}

/** Creates (id null) or updates a post as the signed-in admin. */
export async function savePostAsAdmin(client: SupabaseClient, id: string | null, draft: unknown, now = Date.now()): Promise<SaveResult> {
  const existing = id ? await getPostForAdmin(client, id) : null;
  if (id && !existing) return { ok: false, message: "That post no longer exists." };
  const prepared = postRowFromDraft(draft, existing?.published_at ?? null, now);
  if (!prepared.ok) return { ok: false, message: "Check the highlighted fields.", fieldErrors: prepared.fieldErrors };
  const query = id ? client.from("blogs").update(prepared.row).eq("id", id) : client.from("blogs").insert(prepared.row);
  const { data, error } = await query.select("id, slug").single();
  if (error) return saveFailure(error, "post");
  const saved = data as { id: string; slug: string };
  return { ok: true, id: saved.id, slug: saved.slug, previousSlug: existing?.slug ?? null };
}

export async function listProjectsForAdmin(client: SupabaseClient): Promise<Project[]> {
  const { data, error } = await client.from("projects").select("*").order("created_at", { ascending: false });
  if (error) throw new Error(`Could not load projects: ${error.message}`);
  return (data ?? []).map((row) => projectSchema.parse(row));
}

export async function getProjectForAdmin(client: SupabaseClient, id: string): Promise<Project | null> {
  const { data, error } = await client.from("projects").select("*").eq("id", id).maybeSingle();
  if (error) throw new Error(`Could not load the project: ${error.message}`);
  return data ? projectSchema.parse(data) : null;
}

export async function saveProjectAsAdmin(client: SupabaseClient, id: string | null, draft: unknown): Promise<SaveResult> {
  const existing = id ? await getProjectForAdmin(client, id) : null;
  if (id && !existing) return { ok: false, message: "That project no longer exists." };
  const prepared = projectRowFromDraft(draft);
  if (!prepared.ok) return { ok: false, message: "Check the highlighted fields.", fieldErrors: prepared.fieldErrors };
  const query = id ? client.from("projects").update(prepared.row).eq("id", id) : client.from("projects").insert(prepared.row);
  const { data, error } = await query.select("id, slug").single();
  if (error) return saveFailure(error, "project");
  const saved = data as { id: string; slug: string };
  return { ok: true, id: saved.id, slug: saved.slug, previousSlug: existing?.slug ?? null };
}

/** Tags typed as "a, b, c": trimmed, blanks dropped. */
export const parseTags = (raw: string) =>
  raw
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

/** A slug from a title: "Hello, Cebu & Vancouver!" becomes "hello-cebu-vancouver". */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}

/** The value of a datetime-local input for an ISO time, in the browser's zone. */
export function toDateTimeLocal(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
