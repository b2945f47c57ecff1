import "server-only";
import { FilesContentSource } from "./files-source";
import { withPageCache } from "./page-cache";
import type { ContentSource } from "./source";
import { SupabaseContentSource } from "./supabase-source";
import { createSessionlessClient } from "@/lib/supabase/sessionless-client";
import { serverEnvironment } from "@/config/server-env";
import { insideNextServer } from "@/config/framework";
import { processSingleton } from "@/lib/server/process-singleton.mjs";

export type { ContentSource, ContentResult, ContentError } from "./source";
export { CONTENT_MESSAGES, NOT_FOUND_CODE } from "./source";
export type { Post, PostSummary, Project } from "./schemas";

type ContentFixture = (decided: ContentSource) => ContentSource;

// One per process, not one per module instance: Next bundles each route on its own, and a reset made by the
// revalidation route must reach the pages.
const chosen = () => processSingleton("content.source", () => ({ source: null as ContentSource | null }));

/**
 * The content source config/env.ts decides: Supabase when its URL and key are set, else the files in content/
 * (CONTENT_DIR overrides the folder; CONTENT_SOURCE=files keeps the files with Supabase set). Inside the Next server
 * every read tags the page being rendered (lib/content/page-cache.ts).
 */
export function getContentSource(): ContentSource {
  const existing = chosen().source;
  if (existing) return existing;
  const decision = serverEnvironment().content;
  let decided: ContentSource = decision.source === "supabase" ? new SupabaseContentSource(createSessionlessClient(decision.url, decision.key)) : new FilesContentSource(decision.dir ?? undefined);
  // Installed only by the e2e harness's preload (tests/support/content-fixtures.mjs), never by configuration: the
  // empty, failing or slow content of the suite's empty, error and loading states, in place of or around the source.
  const fixture = processSingleton<ContentFixture | null>("content.fixture", () => null);
  if (fixture) decided = fixture(decided);
  const source = insideNextServer() ? withPageCache(decided) : decided;
  chosen().source = source;
  return source;
}

/** Drops the in-process content (the files source parses content/ once per process): the next read sees the edit. */
export function resetContentSource(): void {
  chosen().source = null;
}
