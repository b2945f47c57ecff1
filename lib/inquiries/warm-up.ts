import "server-only";
import { supabaseStoreConfig } from "./config";
import { getEmbeddedDatabase } from "./embedded-db";

/**
 * Opens the embedded inquiry database when the server starts rather than on the first submission: creating
 * and migrating it takes a few seconds, which a visitor should not wait for. Nothing to do with Supabase.
 */
export function warmUpInquiryStore(): void {
  if (supabaseStoreConfig()) return;
  getEmbeddedDatabase().catch((error: unknown) => {
    console.error("[inquiries] the embedded database could not be opened at start-up (submissions will retry):", error instanceof Error ? error.message : error);
  });
}
