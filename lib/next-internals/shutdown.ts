import type { Environment } from "@/config/env";
import { serverEnvironment } from "@/config/server-env";

/** How long a stopping server waits for `close` before it ends anyway (Docker gives a container 10 s after SIGTERM). */
const SHUTDOWN_TIMEOUT_MS = 5000;

/** The exit codes `next start` ends with on each signal (128 + the signal's number), used when Next does not handle it. */
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;
type StopSignal = keyof typeof SIGNAL_EXIT_CODES;

/**
 * Self-hosted, runs `close` when the server is told to stop (SIGTERM from Docker or systemd, Ctrl+C), after `next
 * start` has closed its HTTP server (no request left in flight, the work requests left with after() done) and before
 * the process ends; serverless platforms keep no process to stop. Next ends its stop with process.exit
 * (server/lib/start-server.js), which would cut `close` short, so that exit is held until `close` has settled or
 * SHUTDOWN_TIMEOUT_MS has passed. When Next leaves the signals to the application (NEXT_MANUAL_SIG_HANDLE), nothing
 * else ends the process: it ends here, with Next's exit code for the signal.
 */
export function closeBeforeExit(close: () => Promise<void>, environment: Pick<Environment, "platform"> = serverEnvironment()): void {
  if (environment.platform.name !== "self-hosted") return;
  let closing: Promise<void> | null = null;
  const closeOnce = () =>
    (closing ??= new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        console.error(`[shutdown] closing did not finish within ${SHUTDOWN_TIMEOUT_MS} ms; the process ends anyway.`);
        resolve();
      }, SHUTDOWN_TIMEOUT_MS);
      close()
        .catch((error: unknown) => console.error("[shutdown] closing failed:", error instanceof Error ? error.message : error))
        .finally(() => {
          clearTimeout(timer);
          resolve();
        });
    }));

  let stopping = false;
  const onSignal = (signal: StopSignal) => {
    if (stopping) return;
    stopping = true;
    const exit = process.exit.bind(process);
    process.exit = ((code?: number) => void closeOnce().then(() => exit(code))) as typeof process.exit;
    if (process.listenerCount(signal) === 1) void closeOnce().then(() => exit(SIGNAL_EXIT_CODES[signal]));
  };
  for (const signal of Object.keys(SIGNAL_EXIT_CODES) as StopSignal[]) process.on(signal, onSignal);
}
