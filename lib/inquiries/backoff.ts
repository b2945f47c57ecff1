/** The longest wait between two forwarding attempts: a failed inquiry is retried at least this often, forever. */
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

/** Wait after the n-th failed attempt (n >= 1): base, 2 x base, 4 x base ... capped at six hours. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  const exponent = Math.max(0, Math.min(30, Math.floor(attempts) - 1));
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** exponent);
}

/**
 * The most forwards of one inquiry that may go unanswered: the first with the normal time-out, the second with
 * UNANSWERED_RETRY_TIMEOUT_FACTOR times it. After that the inquiry is "uncertain" and is not sent again by itself, so
 * FormSubmit receives an inquiry at most this many times without confirming one.
 */
export const MAX_UNANSWERED_FORWARDS = 2;
export const UNANSWERED_RETRY_TIMEOUT_FACTOR = 4;

/** The time-out of a forward: longer once an earlier one went unanswered, so a slow FormSubmit gets the time it needs. */
export function forwardTimeoutMs(unansweredAttempts: number, timeoutMs: number): number {
  return unansweredAttempts > 0 ? timeoutMs * UNANSWERED_RETRY_TIMEOUT_FACTOR : timeoutMs;
}
