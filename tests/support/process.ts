import { afterAll, afterEach } from "vitest";
import { closeServerResources } from "@/lib/server/shutdown";

/**
 * The one reset: what the process holds (databases, connections, caches, counters, timers, work in flight) closed and
 * forgotten, as when a server stops (lib/server/shutdown.ts); the next use starts anew, as in a new process.
 */
export const endProcess = closeServerResources;

/** Each test of the file starts as in a new server process. */
export function newProcessForEachTest(): void {
  afterEach(endProcess);
}

/** The file's tests share one process (and the database it opens); it ends after the last. */
export function oneProcessForTheFile(): void {
  afterAll(endProcess);
}
