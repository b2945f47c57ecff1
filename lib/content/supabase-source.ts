import type { SupabaseClient } from "@supabase/supabase-js";
import { isPubliclyVisible } from "./visibility";
import { postSchema, postSummarySchema, projectSchema } from "./schemas";
import { NOT_FOUND_CODE, errorMessage, failed, notFound, ok, type ContentResult, type ContentSource } from "./source";

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
    try {
      const { data, error } = await this.publicProjects().order("created_at", { ascending: false });
      if (error) return mapError(error, "Project not found", "Failed to load projects.");
      return ok((data ?? []).map((row) => projectSchema.parse(normaliseIds(row))));
    } catch (error) {
      return failed(errorMessage(error, "Failed to load projects."));
    }
  }

  async getProject(slug: string) {
    try {
      const { data, error } = await this.client.from("projects").select("*").eq("slug", slug).single();
      if (error) return mapError(error, "Project not found", "Failed to load project.");
      if (!data) return notFound("Project not found");
      const project = projectSchema.parse(normaliseIds(data));
      // As for an article: row-level security already hides it, this keeps it hidden if a policy is ever wrong.
      if (!isPubliclyVisible(project.published_at)) return notFound("Project not found");
      return ok(project);
    } catch (error) {
      return failed(errorMessage(error, "Failed to load project."));
    }
  }

  async relatedProjects(id: string, limit = 3) {
    try {
      const { data, error } = await this.publicProjects().neq("id", id).order("created_at", { ascending: false }).limit(limit);
      if (error) return mapError(error, "Project not found", "Failed to load projects.");
      return ok((data ?? []).map((row) => projectSchema.parse(normaliseIds(row))));
    } catch (error) {
      return failed(errorMessage(error, "Failed to load projects."));
    }
  }

  /** As nextScheduledPostAt, for projects (next_scheduled_project_at()). */
  async nextScheduledProjectAt() {
    try {
      const { data, error } = await this.client.rpc("next_scheduled_project_at");
      if (error) return failed(error.message || "Failed to load projects.", error.code);
      return ok(typeof data === "string" && data ? new Date(data).toISOString() : null);
    } catch (error) {
      return failed(errorMessage(error, "Failed to load projects."));
    }
  }

  async listPublishedPosts(options: { limit?: number } = {}) {
    try {
      let query = this.client
        .from("blogs")
        .select(POST_SUMMARY_COLUMNS)
        .not("published_at", "is", null)
        .lte("published_at", new Date().toISOString())
        .order("published_at", { ascending: false });
      if (options.limit) query = query.limit(options.limit);
      const { data, error } = await query;
      if (error) return failed(error.message || "Failed to load blog posts.", error.code);
      return ok((data ?? []).map((row) => postSummarySchema.parse(normaliseIds(row))));
    } catch (error) {
      return failed(errorMessage(error, "Failed to load blog posts."));
    }
  }

  /** Drafts and scheduled posts are hidden from the public key; this function reveals only the next one's time. */
  async nextScheduledPostAt() {
    try {
      const { data, error } = await this.client.rpc("next_scheduled_post_at");
      if (error) return failed(error.message || "Failed to load blog posts.", error.code);
      return ok(typeof data === "string" && data ? new Date(data).toISOString() : null);
    } catch (error) {
      return failed(errorMessage(error, "Failed to load blog posts."));
    }
  }

  async getPost(slug: string) {
    try {
      const { data, error } = await this.client.from("blogs").select("*").eq("slug", slug).single();
      if (error) return mapError(error, "Blog post not found. It might have been moved or deleted.", "Failed to load blog post. Please try again.");
      if (!data) return notFound("Blog post not found.");
      const post = postSchema.parse(normaliseIds(data));
      // Row-level security already hides drafts from the public key; this keeps them hidden if a policy is ever wrong.
      if (!isPubliclyVisible(post.published_at)) return notFound("Blog post not found. It might have been moved or deleted.");
      return ok(post);
    } catch (error) {
      return failed(errorMessage(error, "Failed to load blog post. Please try again."));
    }
  }
}

function normaliseIds<T extends Record<string, unknown>>(row: T): T {
  return { ...row, id: String(row.id) };
}
