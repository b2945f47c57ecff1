/**
 * The per-account limit on admin sign-in, which holds however many addresses the guesses come from: after
 * `freeAttempts` attempts without a success, each further attempt must wait a delay that doubles every time, from
 * `baseDelayMs` up to `maxDelayMs`. Attempts are counted when they start, before the password is checked, so
 * parallel guesses cannot all slip in before the first failure is recorded. A successful sign-in clears the count;
 * an account left alone for `forgetAfterMs` is forgotten.
 */
export type AccountGuardPolicy = { freeAttempts: number; baseDelayMs: number; maxDelayMs: number; forgetAfterMs: number };

export type AccountAttempt =
  /** `lockedForMs` > 0: this attempt started a lock-out (the next one must wait that long). */
  | { allowed: true; attempts: number; lockedForMs: number }
  | { allowed: false; retryAfterSeconds: number }
  /** The store could not answer: sign-in is refused rather than left unguarded. */
  | { allowed: false; unavailable: true };

export interface AccountGuard {
  readonly policy: AccountGuardPolicy;
  begin(account: string): Promise<AccountAttempt>;
  succeeded(account: string): Promise<void>;
}

export const DEFAULT_ACCOUNT_GUARD: AccountGuardPolicy = {
  freeAttempts: 5,
  baseDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/** The wait after the `attempts`-th attempt without a success. */
export function delayAfter(attempts: number, policy: AccountGuardPolicy): number {
  if (attempts < policy.freeAttempts) return 0;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempts - policy.freeAttempts));
}

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

const MAX_TRACKED_ACCOUNTS = 10_000;

/** Counts in this process: right for one server; several instances share the Redis guard. */
export class MemoryAccountGuard implements AccountGuard {
  private readonly accounts = new Map<string, { attempts: number; waitUntil: number; lastAt: number }>();

  constructor(
    readonly policy: AccountGuardPolicy = DEFAULT_ACCOUNT_GUARD,
    private readonly now: () => number = Date.now,
  ) {}

  async begin(account: string): Promise<AccountAttempt> {
    const now = this.now();
    let entry = this.accounts.get(account);
    if (entry && now - entry.lastAt > this.policy.forgetAfterMs + (entry.waitUntil - entry.lastAt)) entry = undefined;
    if (entry && entry.waitUntil > now) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.waitUntil - now) / 1000)) };
    if (!entry && this.accounts.size >= MAX_TRACKED_ACCOUNTS) this.forgetOldest();
    const attempts = (entry?.attempts ?? 0) + 1;
    const lockedForMs = delayAfter(attempts, this.policy);
    this.accounts.set(account, { attempts, waitUntil: now + lockedForMs, lastAt: now });
    return { allowed: true, attempts, lockedForMs };
  }

  async succeeded(account: string): Promise<void> {
    this.accounts.delete(account);
  }

  private forgetOldest(): void {
    let drop = Math.floor(this.accounts.size / 2);
    for (const key of this.accounts.keys()) {
      if (drop-- <= 0) break;
      this.accounts.delete(key);
    }
  }
}
