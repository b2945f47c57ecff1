import { processSingleton } from "./process-singleton.mjs";

/** The least time between two lines of one kind of warning about what clients do. */
export const CLIENT_WARNING_INTERVAL_MS = 60_000;
/** Kinds remembered at once; past it, a new kind is not logged (a flood of kinds is a flood too). */
const KINDS_KEPT = 100;

/**
 * A warning about something clients do (a refused request, a lock-out): one line, never a stack trace, at most once
 * per `kind` a minute, saying how many like it were held back since the last line. No client can flood the log with
 * them, and an error in the log keeps meaning something the founder must look at.
 */
export function warnAboutClients(kind: string, message: string, now: number = Date.now()): void {
  const kinds = processSingleton("log.client-warnings", () => new Map<string, { at: number; held: number }>());
  const last = kinds.get(kind);
  if (last && now >= last.at && now - last.at < CLIENT_WARNING_INTERVAL_MS) {
    last.held += 1;
    return;
  }
  if (!last && kinds.size >= KINDS_KEPT) return;
  kinds.set(kind, { at: now, held: 0 });
  console.warn(last?.held ? `${message} (${last.held} more like it since the last such line)` : message);
}
