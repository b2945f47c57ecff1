import { z } from "zod";

/**
 * The tags of cached pages, by the content they show (lib/content/page-cache.ts). A page listing posts or projects
 * carries its kind's tag, a page showing one post or project that item's own, so an edit expires exactly the pages
 * showing what changed. Every such page also carries `content`, for an edit whose item is not known, and a page
 * rendered while its content could not be read carries `content-unavailable`.
 */
export const CONTENT_TAGS = {
  all: "content",
  unavailable: "content-unavailable",
  posts: "posts",
  projects: "projects",
  post: (slug: string) => `post:${slug}`,
  project: (slug: string) => `project:${slug}`,
} as const;

/** The tags a saved post or project expires (the old slug too, when it changed). */
export function tagsForSave(kind: "post" | "project", slugs: (string | null | undefined)[]): string[] {
  const one = kind === "post" ? CONTENT_TAGS.post : CONTENT_TAGS.project;
  const list = kind === "post" ? CONTENT_TAGS.posts : CONTENT_TAGS.projects;
  return [list, ...new Set(slugs.filter((slug): slug is string => Boolean(slug)).map(one))];
}

const slug = z.string().trim().min(1).max(200);
const webhookRow = z.looseObject({ slug: slug.nullish() }).nullish();

/**
 * What POST /api/revalidate/ may say changed: a Supabase database webhook's payload (its table, and the row before and
 * after), or `{ kind, slug, previousSlug }` from an editor's script. An empty body says nothing: all content expires.
 */
export const revalidationRequest = z.union([
  z.looseObject({ table: z.enum(["blogs", "projects"]), record: webhookRow, old_record: webhookRow }),
  z.object({ kind: z.enum(["post", "project"]), slug: slug.optional(), previousSlug: slug.optional() }),
]);

/** The tags a revalidation request expires, or null when the body says something this site cannot act on. */
export function tagsForRevalidation(body: unknown): string[] | null {
  if (body === undefined) return [CONTENT_TAGS.all];
  const parsed = revalidationRequest.safeParse(body);
  if (!parsed.success) return null;
  const request = parsed.data;
  if ("table" in request) return tagsForSave(request.table === "blogs" ? "post" : "project", [request.record?.slug, request.old_record?.slug]);
  return tagsForSave(request.kind, [request.slug, request.previousSlug]);
}
