/** The longest wait between two forwarding attempts: a failed inquiry is retried at least this often, forever. */
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

/** Wait after the n-th failed attempt (n >= 1): base, 2 x base, 4 x base ... capped at six hours. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  const exponent = Math.max(0, Math.min(30, Math.floor(attempts) - 1));
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** exponent);
}
