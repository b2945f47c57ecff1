import { type AccountGuardPolicy, DEFAULT_ACCOUNT_GUARD } from "@/config/value-formats";
import { forgetOldestHalf } from "@/lib/rate-limit/memory";

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

/** The wait after the `attempts`-th attempt without a success. */
function delayAfter(attempts: number, policy: AccountGuardPolicy): number {
  if (attempts < policy.freeAttempts) return 0;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempts - policy.freeAttempts));
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
    if (!entry && this.accounts.size >= MAX_TRACKED_ACCOUNTS) forgetOldestHalf(this.accounts);
    const attempts = (entry?.attempts ?? 0) + 1;
    const lockedForMs = delayAfter(attempts, this.policy);
    this.accounts.set(account, { attempts, waitUntil: now + lockedForMs, lastAt: now });
    return { allowed: true, attempts, lockedForMs };
  }

  async succeeded(account: string): Promise<void> {
    this.accounts.delete(account);
  }
}
