import "server-only";
import path from "node:path";
import { createEmptySource, createFailingSource, withDelay } from "./fixture-sources";
import { withDataCache } from "./cached-source";
import { FilesContentSource } from "./files-source";
import type { ContentSource } from "./source";
import { SupabaseContentSource } from "./supabase-source";
import { createPublicSupabaseClient, supabaseConfig } from "@/lib/supabase/public-client";

export type { ContentSource, ContentResult, ContentError } from "./source";
export { NOT_FOUND_CODE } from "./source";
export type { Post, PostSummary, Project } from "./schemas";

let source: ContentSource | undefined;

/**
 * The content source: Supabase when its URL and key are set, else the files in content/ (CONTENT_DIR overrides the folder).
 * Supabase reads are kept in Next's data cache, tagged (lib/content/cache-tags.ts), for up to a minute.
 * CONTENT_SOURCE=empty|failing selects the fixture sources that the e2e suite uses for empty and error states.
 */
export function getContentSource(): ContentSource {
  if (source) return source;
  const choice = process.env.CONTENT_SOURCE;
  const supabase = supabaseConfig();
  let chosen: ContentSource;
  if (choice === "empty") chosen = createEmptySource();
  else if (choice === "failing") chosen = createFailingSource();
  else if (supabase && choice !== "files") {
    const database = new SupabaseContentSource(createPublicSupabaseClient(supabase.url, supabase.key));
    // Next's data cache exists only inside the Next server (NEXT_RUNTIME is set there, not in unit tests).
    chosen = process.env.NEXT_RUNTIME ? withDataCache(database) : database;
  }
  else chosen = new FilesContentSource(process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : undefined);
  const delay = Number(process.env.CONTENT_DELAY_MS || 0);
  source = delay > 0 ? withDelay(chosen, delay) : chosen;
  return source;
}

/** Drops the in-process content (the files source parses content/ once per process): the next read sees the edit. */
export function resetContentSource(): void {
  source = undefined;
}
