import "server-only";
import { after } from "next/server";
import { processSingleton } from "@/lib/server/process-singleton.mjs";

/**
 * Work that must finish but must not delay the answer (forwarding a stored inquiry, retrying older ones).
 * It starts at once; `after()` asks the platform to keep the function alive until it settles (a serverless
 * platform would otherwise freeze it once the response is sent). Outside a request (tests, scripts) there is
 * no platform to ask and the process simply stays up.
 */
const tasks = () => processSingleton("inquiries.background-tasks", () => new Set<Promise<void>>());

export function runInBackground(label: string, work: () => Promise<void>): void {
  const running = tasks();
  const task = work()
    .catch((error: unknown) => {
      console.error(`[inquiries] ${label} failed:`, error instanceof Error ? error.message : error);
    })
    .finally(() => {
      running.delete(task);
    });
  running.add(task);
  try {
    after(task);
  } catch {
    // Not inside a request: nothing to keep alive.
  }
}

/**
 * Resolves when every background task started so far (and any they start) has settled: before the stores they write
 * to are closed (lib/server/shutdown.ts).
 */
export async function backgroundWorkSettled(): Promise<void> {
  while (tasks().size > 0) await Promise.allSettled([...tasks()]);
}
