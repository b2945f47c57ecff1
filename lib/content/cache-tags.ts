/**
 * The tags of cached content reads. Lists carry the kind's tag; a single post or project carries its own tag as
 * well, so an edit expires the pages that show that item and every list, and nothing else.
 */
export const CONTENT_TAGS = {
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
