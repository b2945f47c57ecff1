import "server-only";
import { after } from "next/server";

/**
 * Work that must finish but must not delay the answer (forwarding a stored inquiry, retrying older ones).
 * It starts at once; `after()` asks the platform to keep the function alive until it settles (a serverless
 * platform would otherwise freeze it once the response is sent). Outside a request (tests, scripts) there is
 * no platform to ask and the process simply stays up.
 */
const TASKS_KEY = Symbol.for("northtide.inquiries.background-tasks");
const globalTasks = globalThis as typeof globalThis & { [TASKS_KEY]?: Set<Promise<void>> };
const tasks: Set<Promise<void>> = (globalTasks[TASKS_KEY] ??= new Set());

export function runInBackground(label: string, work: () => Promise<void>): void {
  const task = work()
    .catch((error: unknown) => {
      console.error(`[inquiries] ${label} failed:`, error instanceof Error ? error.message : error);
    })
    .finally(() => {
      tasks.delete(task);
    });
  tasks.add(task);
  try {
    after(task);
  } catch {
    // Not inside a request: nothing to keep alive.
  }
}

/** Resolves when every background task started so far (and any they start) has settled. */
export async function backgroundWorkSettled(): Promise<void> {
  while (tasks.size > 0) await Promise.allSettled([...tasks]);
}
