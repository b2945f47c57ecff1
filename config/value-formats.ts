/**
 * How the environment's values are written: one reader per format, used by config/env.ts to check a value at build
 * and start, and by the features that act on it. Plain functions with no import.
 */

/** "max/seconds" (both whole numbers above 0), e.g. "5/600", or null when the text is not one. */
export function readLimitText(raw: string): { max: number; windowMs: number } | null {
  const match = raw.trim().match(/^(\d+)\s*\/\s*(\d+)$/);
  if (!match || Number(match[1]) <= 0 || Number(match[2]) <= 0) return null;
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

/**
 * The per-account limit on admin sign-in, which holds however many addresses the guesses come from: after
 * `freeAttempts` attempts without a success, each further attempt must wait a delay that doubles every time, from
 * `baseDelayMs` up to `maxDelayMs`. Attempts are counted when they start, before the password is checked, so
 * parallel guesses cannot all slip in before the first failure is recorded. A successful sign-in clears the count;
 * an account left alone for `forgetAfterMs` is forgotten.
 */
export type AccountGuardPolicy = { freeAttempts: number; baseDelayMs: number; maxDelayMs: number; forgetAfterMs: number };

export const DEFAULT_ACCOUNT_GUARD: AccountGuardPolicy = {
  freeAttempts: 5,
  baseDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/** "free/baseSeconds/maxSeconds", e.g. "5/60/3600", or null when the text is not one (at least 1 free attempt, max >= base >= 1). */
export function readAccountGuardPolicy(raw: string): AccountGuardPolicy | null {
  const match = raw.trim().match(/^(\d+)\s*\/\s*(\d+)\s*\/\s*(\d+)$/);
  if (!match) return null;
  const [freeAttempts, baseSeconds, maxSeconds] = match.slice(1).map(Number);
  if (freeAttempts < 1 || baseSeconds < 1 || maxSeconds < baseSeconds) return null;
  return { ...DEFAULT_ACCOUNT_GUARD, freeAttempts, baseDelayMs: baseSeconds * 1000, maxDelayMs: maxSeconds * 1000 };
}

/** The policy ADMIN_ACCOUNT_LOCKOUT names; unset or malformed gives the default (config/env.ts refuses a malformed one at build and start). */
export function parseAccountGuardPolicy(raw: string | undefined): AccountGuardPolicy {
  return (raw && readAccountGuardPolicy(raw)) || DEFAULT_ACCOUNT_GUARD;
}

/**
 * The admin password's hash, as ADMIN_PASSWORD_HASH holds it: `scrypt$N$r$p$salt$hash` (salt and hash in base64).
 * `npm run admin:hash` prints one for a password.
 */
export function isPasswordHash(stored: string | undefined): stored is string {
  return parsePasswordHash(stored ?? "") !== null;
}

/** The parts of a stored hash, or null when the text is not one. */
export function parsePasswordHash(stored: string) {
  const parts = stored.trim().split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], "base64");
  const hash = Buffer.from(parts[5], "base64");
  const powerOfTwo = Number.isInteger(N) && N >= 1024 && N <= 1 << 20 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return null;
  if (salt.length < 8 || hash.length < 16) return null;
  return { N, r, p, salt, hash };
}

/** The shortest ADMIN_SESSION_SECRET accepted (it signs the password admin's session cookie). */
export const MIN_SESSION_SECRET_LENGTH = 32;
