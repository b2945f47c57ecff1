import "server-only";
import { createEmptySource, createFailingSource, withDelay } from "./fixture-sources";
import { FilesContentSource } from "./files-source";
import { withPageCache } from "./page-cache";
import type { ContentSource } from "./source";
import { SupabaseContentSource } from "./supabase-source";
import { createPublicSupabaseClient } from "@/lib/supabase/public-client";
import { readEnvironment } from "@/config/env";

export type { ContentSource, ContentResult, ContentError } from "./source";
export { NOT_FOUND_CODE } from "./source";
export type { Post, PostSummary, Project } from "./schemas";

// One per process, not one per module instance: Next bundles each route on its own, and a reset made by the
// revalidation route must reach the pages.
const SOURCE_KEY = Symbol.for("northtide.content.source");
const processState = globalThis as typeof globalThis & { [SOURCE_KEY]?: ContentSource };

/**
 * The content source config/env.ts decides: Supabase when its URL and key are set, else the files in content/
 * (CONTENT_DIR overrides the folder; CONTENT_SOURCE=files keeps the files with Supabase set). CONTENT_SOURCE=empty|failing
 * selects the fixture sources that the e2e suite uses for empty and error states, CONTENT_DELAY_MS slows every read.
 * Inside the Next server every read tags the page being rendered (lib/content/page-cache.ts).
 */
export function getContentSource(): ContentSource {
  const existing = processState[SOURCE_KEY];
  if (existing) return existing;
  const decision = readEnvironment().content;
  let chosen: ContentSource;
  if (decision.source === "empty") chosen = createEmptySource();
  else if (decision.source === "failing") chosen = createFailingSource();
  else if (decision.source === "supabase") chosen = new SupabaseContentSource(createPublicSupabaseClient(decision.url, decision.key));
  else chosen = new FilesContentSource(decision.dir ?? undefined);
  if (decision.delayMs > 0) chosen = withDelay(chosen, decision.delayMs);
  // Page caching exists only inside the Next server (NEXT_RUNTIME is set there, not in unit tests or scripts).
  const source = process.env.NEXT_RUNTIME ? withPageCache(chosen) : chosen;
  processState[SOURCE_KEY] = source;
  return source;
}

/** Drops the in-process content (the files source parses content/ once per process): the next read sees the edit. */
export function resetContentSource(): void {
  processState[SOURCE_KEY] = undefined;
}
