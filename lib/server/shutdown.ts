import "server-only";
import type { Environment } from "@/config/env";
import { serverEnvironment } from "@/config/server-env";
import { backgroundWorkSettled } from "@/lib/inquiries/background";
import { closeBeforeExit } from "@/lib/next-internals/shutdown";
import { disposeProcessSingletons } from "./process-singleton.mjs";

/**
 * Closes what the process holds, in order: the background work in flight (a forward, an alert) finishes, then every
 * process singleton is stopped and closed (lib/server/process-singleton.mjs): the alert timer cleared, the embedded
 * databases closed (PGlite writes what it holds to disk) with their journals, their locks released, the Redis
 * connections quit, and everything kept in memory forgotten, so that the next use starts anew, as a new process
 * would. A stopping server runs it (closeOnStop); the tests run it to start each test as in a new process.
 */
export async function closeServerResources(): Promise<void> {
  await backgroundWorkSettled();
  await disposeProcessSingletons();
}

/**
 * Self-hosted, a server told to stop (SIGTERM from Docker or systemd, Ctrl+C) closes what it holds once `next start`
 * has stopped serving, before the process ends (instrumentation.ts). Serverless platforms keep no process to stop.
 */
export function closeOnStop(environment: Pick<Environment, "platform"> = serverEnvironment()): void {
  if (environment.platform.name !== "self-hosted") return;
  closeBeforeExit(closeServerResources);
}
