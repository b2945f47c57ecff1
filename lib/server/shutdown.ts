import "server-only";
import { backgroundWorkSettled } from "@/lib/inquiries/background";
import { disposeProcessSingletons } from "./process-singleton.mjs";

/**
 * Closes what the process holds, in order: the background work in flight (a forward, an alert) finishes, then every
 * process singleton is stopped and closed (lib/server/process-singleton.mjs): the alert timer cleared, the embedded
 * databases closed (PGlite writes what it holds to disk) with their journals, their locks released, the Redis
 * connections quit, and everything kept in memory forgotten, so that the next use starts anew, as a new process
 * would. A stopping server runs it (instrumentation.ts); the tests run it to start each test as in a new process.
 */
export async function closeServerResources(): Promise<void> {
  await backgroundWorkSettled();
  await disposeProcessSingletons();
}
