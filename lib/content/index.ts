import "server-only";
import path from "node:path";
import { createEmptySource, createFailingSource, withDelay } from "./fixture-sources";
import { FilesContentSource } from "./files-source";
import { withPageCache } from "./page-cache";
import type { ContentSource } from "./source";
import { SupabaseContentSource } from "./supabase-source";
import { createPublicSupabaseClient, supabaseConfig } from "@/lib/supabase/public-client";

export type { ContentSource, ContentResult, ContentError } from "./source";
export { NOT_FOUND_CODE } from "./source";
export type { Post, PostSummary, Project } from "./schemas";

// One per process, not one per module instance: Next bundles each route on its own, and a reset made by the
// revalidation route must reach the pages.
const SOURCE_KEY = Symbol.for("northtide.content.source");
const processState = globalThis as typeof globalThis & { [SOURCE_KEY]?: ContentSource };

/**
 * The content source: Supabase when its URL and key are set, else the files in content/ (CONTENT_DIR overrides the folder).
 * Inside the Next server every read tags the page being rendered (lib/content/page-cache.ts).
 * CONTENT_SOURCE=empty|failing selects the fixture sources that the e2e suite uses for empty and error states.
 */
export function getContentSource(): ContentSource {
  const existing = processState[SOURCE_KEY];
  if (existing) return existing;
  const choice = process.env.CONTENT_SOURCE;
  const supabase = supabaseConfig();
  let chosen: ContentSource;
  if (choice === "empty") chosen = createEmptySource();
  else if (choice === "failing") chosen = createFailingSource();
  else if (supabase && choice !== "files") {
    chosen = new SupabaseContentSource(createPublicSupabaseClient(supabase.url, supabase.key));
  }
  else chosen = new FilesContentSource(process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : undefined);
  const delay = Number(process.env.CONTENT_DELAY_MS || 0);
  if (delay > 0) chosen = withDelay(chosen, delay);
  // Page caching exists only inside the Next server (NEXT_RUNTIME is set there, not in unit tests or scripts).
  const source = process.env.NEXT_RUNTIME ? withPageCache(chosen) : chosen;
  processState[SOURCE_KEY] = source;
  return source;
}

/** Drops the in-process content (the files source parses content/ once per process): the next read sees the edit. */
export function resetContentSource(): void {
  processState[SOURCE_KEY] = undefined;
}
