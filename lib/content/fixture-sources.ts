import { failed, ok, type ContentSource } from "./source";

/** A source with no content: the empty states of every list. Chosen with CONTENT_SOURCE=empty (tests). */
export function createEmptySource(): ContentSource {
  const none = async () => ok([]);
  const missing = async () => ({ ok: false as const, error: { kind: "not_found" as const, code: "PGRST116" as const, message: "Not found" } });
  return { name: "empty", listProjects: none, relatedProjects: none, listPublishedPosts: none, getProject: missing, getPost: missing, nextScheduledPostAt: async () => ok(null) };
}

/** A source whose every read fails like a broken database connection. Chosen with CONTENT_SOURCE=failing (tests). */
export function createFailingSource(message = process.env.CONTENT_FAILURE_MESSAGE || "connection to the content database was refused"): ContentSource {
  const fail = async () => failed(message, "ECONNREFUSED");
  return { name: "failing", listProjects: fail, relatedProjects: fail, listPublishedPosts: fail, getProject: fail, getPost: fail, nextScheduledPostAt: fail };
}

/** Wraps a source so every read waits first: makes loading states observable in tests (CONTENT_DELAY_MS). */
export function withDelay(source: ContentSource, delayMs: number): ContentSource {
  const wait = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  return {
    name: `${source.name}+delay`,
    listProjects: async () => (await wait(), source.listProjects()),
    getProject: async (slug) => (await wait(), source.getProject(slug)),
    relatedProjects: async (id, limit) => (await wait(), source.relatedProjects(id, limit)),
    listPublishedPosts: async (options) => (await wait(), source.listPublishedPosts(options)),
    getPost: async (slug) => (await wait(), source.getPost(slug)),
    nextScheduledPostAt: () => source.nextScheduledPostAt(),
  };
}
