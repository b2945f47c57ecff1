import "server-only";
import { supabaseStoreConfig } from "./config";
import { getEmbeddedDatabase } from "./embedded-db";
import { EmbeddedInquiryStore } from "./embedded-store";
import { reconcileKeptInquiries } from "./second-path";

/**
 * Opens the embedded inquiry database when the server starts rather than on the first submission (creating and
 * migrating it takes a few seconds, which a visitor should not wait for), then writes into it any inquiry of the
 * journal it lacks (a crash or a full disk since the last run). Nothing to do with Supabase.
 */
export function warmUpInquiryStore(): void {
  if (supabaseStoreConfig()) return;
  getEmbeddedDatabase()
    .then(() => reconcileKeptInquiries(new EmbeddedInquiryStore()))
    .catch((error: unknown) => {
      console.error("[inquiries] the embedded database could not be opened at start-up (submissions will retry):", error instanceof Error ? error.message : error);
    });
}
