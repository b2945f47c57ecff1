import type { Post, PostSummary, Project } from "./schemas";

/** PostgREST's code for "no row" on a single-row read; the files source uses it too, so pages map one code. */
export const NOT_FOUND_CODE = "PGRST116";

/** What a page says when content cannot be read or found and the source has no message of its own. */
export const CONTENT_MESSAGES = {
  projectsFailed: "Failed to load projects.",
  projectFailed: "Failed to load project.",
  projectMissing: "Project not found",
  postsFailed: "Failed to load blog posts.",
  postFailed: "Failed to load blog post. Please try again.",
  postMissing: "Blog post not found. It might have been moved or deleted.",
  postsFailedTitle: "Oops! Something went wrong.",
  projectsFailedTitle: "Failed to Load Projects",
  projectPageFailed: "We encountered an error while loading this project. Please try again later.",
} as const;

export type ContentError = { kind: "not_found"; code: typeof NOT_FOUND_CODE; message: string } | { kind: "failed"; code?: string; message: string };

export type ContentResult<T> = { ok: true; data: T } | { ok: false; error: ContentError };

export interface ContentSource {
  readonly name: string;
  listProjects(): Promise<ContentResult<Project[]>>;
  getProject(slug: string): Promise<ContentResult<Project>>;
  relatedProjects(id: string, limit?: number): Promise<ContentResult<Project[]>>;
  listPublishedPosts(options?: { limit?: number }): Promise<ContentResult<PostSummary[]>>;
  getPost(slug: string): Promise<ContentResult<Post>>;
  /** When the next scheduled post goes live (its published_at, in the future), or null when none is scheduled. */
  nextScheduledPostAt(): Promise<ContentResult<string | null>>;
  /** The same for projects. */
  nextScheduledProjectAt(): Promise<ContentResult<string | null>>;
}

export const ok = <T>(data: T): ContentResult<T> => ({ ok: true, data });
export const notFound = (message: string): ContentResult<never> => ({ ok: false, error: { kind: "not_found", code: NOT_FOUND_CODE, message } });
export const failed = (message: string, code?: string): ContentResult<never> => ({ ok: false, error: { kind: "failed", code, message } });

/** What `read` answers, or a failure naming what it threw (its message, else `fallback`). */
export async function attempt<T>(fallback: string, read: () => Promise<ContentResult<T>>): Promise<ContentResult<T>> {
  try {
    return await read();
  } catch (error) {
    return failed(errorMessage(error, fallback));
  }
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (error && typeof error === "object" && "message" in error && typeof (error as { message: unknown }).message === "string") {
    return (error as { message: string }).message || fallback;
  }
  return fallback;
}
