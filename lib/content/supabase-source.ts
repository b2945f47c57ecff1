import type { SupabaseClient } from "@supabase/supabase-js";
import { isPubliclyVisible } from "./visibility";
import { postSchema, postSummarySchema, projectSchema } from "./schemas";
import { attempt, CONTENT_MESSAGES, NOT_FOUND_CODE, failed, notFound, ok, type ContentResult, type ContentSource } from "./source";

const POST_SUMMARY_COLUMNS = "id, title, slug, excerpt, cover_image_url, published_at, tags";

type PostgrestError = { code?: string; message?: string } | null;

function mapError(error: NonNullable<PostgrestError>, notFoundMessage: string, fallback: string): ContentResult<never> {
  if (error.code === NOT_FOUND_CODE) return notFound(notFoundMessage);
  return failed(error.message || fallback, error.code);
}

/** Content from Supabase: the product's queries (docs/product.md, "Data the pages read"). */
export class SupabaseContentSource implements ContentSource {
  readonly name = "supabase";
  constructor(private readonly client: SupabaseClient) {}

  /** Published, due projects only: row-level security hides the others from the public key, and the query asks for them alone too. */
  private publicProjects() {
    return this.client.from("projects").select("*").not("published_at", "is", null).lte("published_at", new Date().toISOString());
  }

  async listProjects() {
    return attempt(CONTENT_MESSAGES.projectsFailed, async () => {
      const { data, error } = await this.publicProjects().order("created_at", { ascending: false });
      if (error) return mapError(error, CONTENT_MESSAGES.projectMissing, CONTENT_MESSAGES.projectsFailed);
      return ok((data ?? []).map((row) => projectSchema.parse(normaliseIds(row))));
    });
  }

  async getProject(slug: string) {
    return attempt(CONTENT_MESSAGES.projectFailed, async () => {
      const { data, error } = await this.client.from("projects").select("*").eq("slug", slug).single();
      if (error) return mapError(error, CONTENT_MESSAGES.projectMissing, CONTENT_MESSAGES.projectFailed);
      if (!data) return notFound(CONTENT_MESSAGES.projectMissing);
      const project = projectSchema.parse(normaliseIds(data));
      // As for an article: row-level security already hides it, this keeps it hidden if a policy is ever wrong.
      if (!isPubliclyVisible(project.published_at)) return notFound(CONTENT_MESSAGES.projectMissing);
      return ok(project);
    });
  }

  async relatedProjects(id: string, limit = 3) {
    return attempt(CONTENT_MESSAGES.projectsFailed, async () => {
      const { data, error } = await this.publicProjects().neq("id", id).order("created_at", { ascending: false }).limit(limit);
      if (error) return mapError(error, CONTENT_MESSAGES.projectMissing, CONTENT_MESSAGES.projectsFailed);
      return ok((data ?? []).map((row) => projectSchema.parse(normaliseIds(row))));
    });
  }

  /** As nextScheduledPostAt, for projects (next_scheduled_project_at()). */
  async nextScheduledProjectAt() {
    return this.nextScheduledAt("next_scheduled_project_at", CONTENT_MESSAGES.projectsFailed);
  }

  async listPublishedPosts(options: { limit?: number } = {}) {
    return attempt(CONTENT_MESSAGES.postsFailed, async () => {
      let query = this.client
        .from("blogs")
        .select(POST_SUMMARY_COLUMNS)
        .not("published_at", "is", null)
        .lte("published_at", new Date().toISOString())
        .order("published_at", { ascending: false });
      if (options.limit) query = query.limit(options.limit);
      const { data, error } = await query;
      if (error) return failed(error.message || CONTENT_MESSAGES.postsFailed, error.code);
      return ok((data ?? []).map((row) => postSummarySchema.parse(normaliseIds(row))));
    });
  }

  /** Drafts and scheduled posts are hidden from the public key; this function reveals only the next one's time. */
  async nextScheduledPostAt() {
    return this.nextScheduledAt("next_scheduled_post_at", CONTENT_MESSAGES.postsFailed);
  }

  private nextScheduledAt(rpc: "next_scheduled_post_at" | "next_scheduled_project_at", fallback: string) {
    return attempt(fallback, async () => {
      const { data, error } = await this.client.rpc(rpc);
      if (error) return failed(error.message || fallback, error.code);
      return ok(typeof data === "string" && data ? new Date(data).toISOString() : null);
    });
  }

  async getPost(slug: string) {
    return attempt(CONTENT_MESSAGES.postFailed, async () => {
      const { data, error } = await this.client.from("blogs").select("*").eq("slug", slug).single();
      if (error) return mapError(error, CONTENT_MESSAGES.postMissing, CONTENT_MESSAGES.postFailed);
      if (!data) return notFound(CONTENT_MESSAGES.postMissing);
      const post = postSchema.parse(normaliseIds(data));
      // Row-level security already hides drafts from the public key; this keeps them hidden if a policy is ever wrong.
      if (!isPubliclyVisible(post.published_at)) return notFound(CONTENT_MESSAGES.postMissing);
      return ok(post);
    });
  }
}

function normaliseIds<T extends Record<string, unknown>>(row: T): T {
  return { ...row, id: String(row.id) };
}
