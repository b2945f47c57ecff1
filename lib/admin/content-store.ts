import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { postSchema, projectSchema, type Post, type Project } from "@/lib/content/schemas";
import { type FieldErrors, postRowFromDraft, projectRowFromDraft, type SaveResult } from "./content-rules";
import { EDITOR_TEXTS } from "./texts";

/**
 * Content editing in the admin area (Supabase only; the files source is edited in content/), written with the
 * admin's own session, so row-level security has the last word.
 */

type PostgrestError = { code?: string; message?: string } | null;

function saveFailure(error: NonNullable<PostgrestError>, kind: "post" | "project"): SaveResult {
  if (error.code === "23505") return { ok: false, message: EDITOR_TEXTS.slugTaken(kind), fieldErrors: { slug: EDITOR_TEXTS.slugTaken(kind) } };
  if (error.code === "42501") return { ok: false, message: `Your account may not change ${kind}s.` };
  if (error.code === "23514") return { ok: false, message: `The database refused a value: ${error.message ?? "check constraint"}.` };
  return { ok: false, message: `Could not save the ${kind}: ${error.message || "unknown error"}.` };
}

const TABLES = { post: "blogs", project: "projects" } as const;

type PreparedRow = { ok: true; row: Record<string, unknown> } | { ok: false; fieldErrors: FieldErrors };

/** Inserts (id null) or updates one row of a post or project, once the draft has been checked against its rules. */
async function saveRow(client: SupabaseClient, kind: "post" | "project", id: string | null, existing: { slug: string } | null, prepared: PreparedRow): Promise<SaveResult> {
  if (!prepared.ok) return { ok: false, message: EDITOR_TEXTS.checkFields, fieldErrors: prepared.fieldErrors };
  const table = client.from(TABLES[kind]);
  const query = id ? table.update(prepared.row).eq("id", id) : table.insert(prepared.row);
  const { data, error } = await query.select("id, slug").single();
  if (error) return saveFailure(error, kind);
  const saved = data as { id: string; slug: string };
  return { ok: true, id: saved.id, slug: saved.slug, previousSlug: existing?.slug ?? null };
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
  if (id && !existing) return { ok: false, message: EDITOR_TEXTS.gone("post") };
  return saveRow(client, "post", id, existing, postRowFromDraft(draft, existing?.published_at ?? null, now));
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

/** Creates (id null) or updates a project as the signed-in admin. */
export async function saveProjectAsAdmin(client: SupabaseClient, id: string | null, draft: unknown, now = Date.now()): Promise<SaveResult> {
  const existing = id ? await getProjectForAdmin(client, id) : null;
  if (id && !existing) return { ok: false, message: EDITOR_TEXTS.gone("project") };
  return saveRow(client, "project", id, existing, projectRowFromDraft(draft, existing?.published_at ?? null, now));
}

