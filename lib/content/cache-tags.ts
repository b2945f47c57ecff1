/**
 * The tags of cached content reads. Lists carry their kind's tag and a single post or project its own, so an edit
 * expires that item and the lists, and no other item. Every read also carries `content`, for edits made outside
 * the admin area, whose items are not known (POST /api/revalidate).
 */
export const CONTENT_TAGS = {
  all: "content",
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
