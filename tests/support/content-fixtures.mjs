// Preloaded into an e2e server (node --import) to give it the content of the suite's empty, error and loading states:
// E2E_CONTENT_FIXTURE=empty (no content), failing (every read fails like a refused database connection) or
// slow:<ms> (the real content, each read waiting first). lib/content/index.ts applies the process's "content.fixture"
// (lib/server/process-singleton.mjs); production code never installs one.
/** @import { ContentResult, ContentSource } from "@/lib/content/source" */
import { processSingleton } from "../../lib/server/process-singleton.mjs";

const FAILURE_MESSAGE = "connection to the content database was refused";

/**
 * @template T
 * @param {T} data
 * @returns {ContentResult<T>}
 */
const ok = (data) => ({ ok: true, data });
/** @type {ContentResult<never>} */
const notFound = { ok: false, error: { kind: "not_found", code: "PGRST116", message: "Not found" } };
/** @type {ContentResult<never>} */
const failed = { ok: false, error: { kind: "failed", code: "ECONNREFUSED", message: FAILURE_MESSAGE } };

/** @returns {ContentSource} */
function emptySource() {
  const none = async () => ok([]);
  const missing = async () => notFound;
  return { name: "empty", listProjects: none, relatedProjects: none, listPublishedPosts: none, getProject: missing, getPost: missing, nextScheduledPostAt: async () => ok(null), nextScheduledProjectAt: async () => ok(null) };
}

/** @returns {ContentSource} */
function failingSource() {
  const fail = async () => failed;
  return { name: "failing", listProjects: fail, relatedProjects: fail, listPublishedPosts: fail, getProject: fail, getPost: fail, nextScheduledPostAt: fail, nextScheduledProjectAt: fail };
}

/**
 * @param {ContentSource} source
 * @param {number} delayMs
 * @returns {ContentSource}
 */
function delayed(source, delayMs) {
  const wait = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  return {
    name: `${source.name}+delay`,
    listProjects: async () => (await wait(), source.listProjects()),
    getProject: async (slug) => (await wait(), source.getProject(slug)),
    relatedProjects: async (id, limit) => (await wait(), source.relatedProjects(id, limit)),
    listPublishedPosts: async (options) => (await wait(), source.listPublishedPosts(options)),
    getPost: async (slug) => (await wait(), source.getPost(slug)),
    nextScheduledPostAt: () => source.nextScheduledPostAt(),
    nextScheduledProjectAt: () => source.nextScheduledProjectAt(),
  };
}

/**
 * The fixture a setting names, as a function of the source the site decided on.
 * @param {string | undefined} setting
 * @returns {(decided: ContentSource) => ContentSource}
 */
export function contentFixture(setting) {
  if (setting === "empty") return () => emptySource();
  if (setting === "failing") return () => failingSource();
  const slow = /^slow:(\d+)$/.exec(setting ?? "");
  if (slow) return (decided) => delayed(decided, Number(slow[1]));
  throw new Error(`E2E_CONTENT_FIXTURE must be empty, failing or slow:<ms>; it is "${setting}"`);
}

/**
 * Gives this process the content `setting` names.
 * @param {string} setting
 */
export function installContentFixture(setting) {
  const fixture = contentFixture(setting);
  processSingleton("content.fixture", () => fixture);
}

if (process.env.E2E_CONTENT_FIXTURE) installContentFixture(process.env.E2E_CONTENT_FIXTURE);
