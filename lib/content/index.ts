import "server-only";
import { FilesContentSource } from "./files-source";
import { withPageCache } from "./page-cache";
import type { ContentSource } from "./source";
import { SupabaseContentSource } from "./supabase-source";
import { createPublicSupabaseClient } from "@/lib/supabase/public-client";
import { serverEnvironment } from "@/config/server-env";
import { insideNextServer } from "@/config/framework";

export type { ContentSource, ContentResult, ContentError } from "./source";
export { NOT_FOUND_CODE } from "./source";
export type { Post, PostSummary, Project } from "./schemas";

// One per process, not one per module instance: Next bundles each route on its own, and a reset made by the
// revalidation route must reach the pages.
const SOURCE_KEY = Symbol.for("northtide.content.source");
/**
 * Installed only by the e2e harness's preload (tests/support/content-fixtures.mjs), never by configuration: it
 * replaces or wraps the decided source with the empty, failing or slow fixtures of the suite's empty, error and loading
 * states.
 */
const FIXTURE_KEY = Symbol.for("northtide.content.fixture");
type ContentFixture = (decided: ContentSource) => ContentSource;
const processState = globalThis as typeof globalThis & { [SOURCE_KEY]?: ContentSource; [FIXTURE_KEY]?: ContentFixture };

/**
 * The content source config/env.ts decides: Supabase when its URL and key are set, else the files in content/
 * (CONTENT_DIR overrides the folder; CONTENT_SOURCE=files keeps the files with Supabase set). Inside the Next server
 * every read tags the page being rendered (lib/content/page-cache.ts).
 */
export function getContentSource(): ContentSource {
  const existing = processState[SOURCE_KEY];
  if (existing) return existing;
  const decision = serverEnvironment().content;
  let chosen: ContentSource = decision.source === "supabase" ? new SupabaseContentSource(createPublicSupabaseClient(decision.url, decision.key)) : new FilesContentSource(decision.dir ?? undefined);
  const fixture = processState[FIXTURE_KEY];
  if (fixture) chosen = fixture(chosen);
  const source = insideNextServer() ? withPageCache(chosen) : chosen;
  processState[SOURCE_KEY] = source;
  return source;
}

/** Drops the in-process content (the files source parses content/ once per process): the next read sees the edit. */
export function resetContentSource(): void {
  processState[SOURCE_KEY] = undefined;
}
