import type { RateLimiter } from "@/lib/rate-limit/limiter";
import type { AccountGuard } from "./account-guard";
import { verifyPassword } from "./password";
import { createSessionToken, type AdminSessionClaims } from "./session";
import { SIGN_IN_TEXTS } from "./texts";
import { warnAboutClients } from "@/lib/server/log";

export const PASSWORD_MAX_LENGTH = 1024;

/** Why a sign-in failed: the key of its text in SIGN_IN_TEXTS (what the sign-in page's query names, never the text itself). */
export type SignInCode = keyof typeof SIGN_IN_TEXTS;
export type SignInFailure = { ok: false; code: SignInCode; retryAfterSeconds?: number };

/** The sign-in page's query after a failed attempt (lib/admin/sign-in-http.ts): the failure's code, and the seconds to wait when locked out. */
export const SIGN_IN_QUERY = { error: "error", wait: "wait" } as const;

/** The text the sign-in page shows for its query, or nothing when it names no failure. */
export function signInError(query: Record<string, string | string[] | undefined>): string | undefined {
  const code = query[SIGN_IN_QUERY.error];
  if (typeof code !== "string" || !Object.hasOwn(SIGN_IN_TEXTS, code)) return undefined;
  const wait = Number(query[SIGN_IN_QUERY.wait]);
  return code === "locked" ? SIGN_IN_TEXTS.locked(Math.max(1, Math.ceil((Number.isFinite(wait) ? wait : 60) / 60))) : SIGN_IN_TEXTS[code as Exclude<SignInCode, "locked">];
}

export type SignInGuards = {
  clientLimiter: RateLimiter;
  clientKey: string;
  accountGuard: AccountGuard;
  /** The account being signed in to: "admin" with the password, the e-mail address with Supabase. */
  account: string;
};

/** The one admin of the password sign-in, for the per-account guard. */
export const PASSWORD_ACCOUNT = "admin";

const lockedFailure = (retryAfterSeconds: number): SignInFailure => ({ ok: false, code: "locked", retryAfterSeconds });

/**
 * Counts a sign-in attempt against the client's limit, then the account's, before any password is checked, so
 * that a locked-out client or account learns nothing, right password or not. Either store failing refuses the
 * attempt. On success it returns how long the account will wait if this attempt fails (0 for no wait).
 */
export async function beginSignInAttempt(guards: SignInGuards): Promise<{ ok: true; accountWaitMs: number } | SignInFailure> {
  const client = await guards.clientLimiter.hit(guards.clientKey);
  if (!client.allowed) {
    if (client.unavailable) return { ok: false, code: "unavailable" };
    if (client.lockedOut) {
      const { max, windowMs } = guards.clientLimiter.policy;
      // One line per lock-out and client: rate-limited, since a guesser can use many addresses.
      warnAboutClients("admin.client-lockout", `[admin] sign-in locked for client ${guards.clientKey} for ${client.retryAfterSeconds} s (more than ${max} attempts in ${windowMs / 1000} s)`);
    }
    return lockedFailure(client.retryAfterSeconds);
  }
  if (!guards.account) return { ok: true, accountWaitMs: 0 };
  const attempt = await guards.accountGuard.begin(guards.account);
  if (!attempt.allowed) return "unavailable" in attempt ? { ok: false, code: "unavailable" } : lockedFailure(attempt.retryAfterSeconds);
  return { ok: true, accountWaitMs: attempt.lockedForMs };
}

/** After a failed attempt: a log line when it locked the account. */
export function signInFailed(account: string, accountWaitMs: number): void {
  if (accountWaitMs <= 0) return;
  console.warn(`[admin] sign-in for account ${JSON.stringify(account.slice(0, 254))} locked for ${Math.ceil(accountWaitMs / 1000)} s after repeated failed attempts`);
}

/** The password sign-in (no Supabase), guarded per client and for the one admin account. */
export async function passwordSignIn(input: {
  password: string;
  clientKey: string;
  passwordHash: string;
  sessionSecret: string;
  limiter: RateLimiter;
  accountGuard: AccountGuard;
  now?: number;
}): Promise<{ ok: true; token: string; claims: AdminSessionClaims } | SignInFailure> {
  const started = await beginSignInAttempt({ clientLimiter: input.limiter, clientKey: input.clientKey, accountGuard: input.accountGuard, account: PASSWORD_ACCOUNT });
  if (!started.ok) return started;
  if (!input.password) {
    signInFailed(PASSWORD_ACCOUNT, started.accountWaitMs);
    return { ok: false, code: "missingPassword" };
  }
  if (input.password.length > PASSWORD_MAX_LENGTH || !verifyPassword(input.password, input.passwordHash)) {
    signInFailed(PASSWORD_ACCOUNT, started.accountWaitMs);
    return { ok: false, code: "wrongPassword" };
  }
  await input.accountGuard.succeeded(PASSWORD_ACCOUNT);
  return { ok: true, ...createSessionToken(input.sessionSecret, input.now) };
}
