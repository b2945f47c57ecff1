import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { z } from "zod";
import { postSchema, projectSchema, type Post, type Project } from "@/lib/content/schemas";
import { postRowFromDraft, projectRowFromDraft, type SaveResult } from "./content-rules";
import { EDITOR_TEXTS } from "./texts";

/**
 * Content editing in the admin area (Supabase only; the files source is edited in content/), written with the
 * admin's own session, so row-level security has the last word.
 */

type PostgrestError = { code?: string; message?: string } | null;

function saveFailure(error: NonNullable<PostgrestError>, kind: ContentKind): SaveResult {
  if (error.code === "23505") return { ok: false, message: EDITOR_TEXTS.slugTaken(kind), fieldErrors: { slug: EDITOR_TEXTS.slugTaken(kind) } };
  if (error.code === "42501") return { ok: false, message: `Your account may not change ${kind}s.` };
  if (error.code === "23514") return { ok: false, message: `The database refused a value: ${error.message ?? "check constraint"}.` };
  return { ok: false, message: `Could not save the ${kind}: ${error.message || "unknown error"}.` };
}

/** What each kind of content is: its table, the schema its rows are read with, and the rules its drafts are written by. */
const KINDS: { [K in ContentKind]: { table: string; schema: z.ZodType<Stored[K]>; rowFromDraft: typeof postRowFromDraft } } = {
  post: { table: "blogs", schema: postSchema, rowFromDraft: postRowFromDraft },
  project: { table: "projects", schema: projectSchema, rowFromDraft: projectRowFromDraft },
};
type Stored = { post: Post; project: Project };
export type ContentKind = keyof Stored;

export type PostListItem = Pick<Post, "id" | "slug" | "title" | "published_at" | "created_at" | "updated_at">;

export async function listPostsForAdmin(client: SupabaseClient): Promise<PostListItem[]> {
  const { data, error } = await client.from("blogs").select("id, slug, title, published_at, created_at, updated_at").order("updated_at", { ascending: false });
  if (error) throw new Error(`Could not load posts: ${error.message}`);
  return (data ?? []) as PostListItem[];
}

export async function listProjectsForAdmin(client: SupabaseClient): Promise<Project[]> {
  const { data, error } = await client.from("projects").select("*").order("created_at", { ascending: false });
  if (error) throw new Error(`Could not load projects: ${error.message}`);
  return (data ?? []).map((row) => projectSchema.parse(row));
}

export async function getForAdmin<K extends ContentKind>(client: SupabaseClient, kind: K, id: string): Promise<Stored[K] | null> {
  const { data, error } = await client.from(KINDS[kind].table).select("*").eq("id", id).maybeSingle();
  if (error) throw new Error(`Could not load the ${kind}: ${error.message}`);
  return data ? KINDS[kind].schema.parse(data) : null;
}

/** Creates (id null) or updates a post or project as the signed-in admin, once the draft has been checked against its rules. */
export async function saveAsAdmin(client: SupabaseClient, kind: ContentKind, id: string | null, draft: unknown, now = Date.now()): Promise<SaveResult> {
  const existing = id ? await getForAdmin(client, kind, id) : null;
  if (id && !existing) return { ok: false, message: EDITOR_TEXTS.gone(kind) };
  const prepared = KINDS[kind].rowFromDraft(draft, existing?.published_at ?? null, now);
  if (!prepared.ok) return { ok: false, message: EDITOR_TEXTS.checkFields, fieldErrors: prepared.fieldErrors };
  const table = client.from(KINDS[kind].table);
  const query = id ? table.update(prepared.row).eq("id", id) : table.insert(prepared.row);
  const { data, error } = await query.select("id, slug").single();
  if (error) return saveFailure(error, kind);
  const saved = data as { id: string; slug: string };
  return { ok: true, id: saved.id, slug: saved.slug, previousSlug: existing?.slug ?? null };
}
