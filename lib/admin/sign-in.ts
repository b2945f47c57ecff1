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

/**
 * The text the sign-in page shows for its query, or nothing when it names no failure. After a failed attempt
 * (lib/admin/sign-in-http.ts), `error` is the failure's code and `wait` the seconds to wait when locked out.
 */
export function signInError(query: Record<string, string | string[] | undefined>): string | undefined {
  const code = query.error;
  if (typeof code !== "string" || !Object.hasOwn(SIGN_IN_TEXTS, code)) return undefined;
  const wait = Number(query.wait);
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
async function beginSignInAttempt(guards: SignInGuards): Promise<{ ok: true; accountWaitMs: number } | SignInFailure> {
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

/**
 * A sign-in in either mode: the attempt is counted (beginSignInAttempt) before `attempt` checks a password; a failure
 * that locked the account is logged, and a success clears the account's count.
 */
export async function guardedSignIn<Success extends { ok: true }>(guards: SignInGuards, attempt: () => Promise<Success | SignInFailure>): Promise<Success | SignInFailure> {
  const started = await beginSignInAttempt(guards);
  if (!started.ok) return started;
  const result = await attempt();
  if (result.ok) await guards.accountGuard.succeeded(guards.account);
  else if (started.accountWaitMs > 0) {
    console.warn(`[admin] sign-in for account ${JSON.stringify(guards.account.slice(0, 254))} locked for ${Math.ceil(started.accountWaitMs / 1000)} s after repeated failed attempts`);
  }
  return result;
}

type PasswordSignedIn = { ok: true; token: string; claims: AdminSessionClaims };

/** The password sign-in (no Supabase), guarded per client and for the one admin account. */
export async function passwordSignIn(input: {
  password: string;
  clientKey: string;
  passwordHash: string;
  sessionSecret: string;
  limiter: RateLimiter;
  accountGuard: AccountGuard;
  now?: number;
}): Promise<PasswordSignedIn | SignInFailure> {
  return guardedSignIn<PasswordSignedIn>({ clientLimiter: input.limiter, clientKey: input.clientKey, accountGuard: input.accountGuard, account: PASSWORD_ACCOUNT }, async () => {
    if (!input.password) return { ok: false, code: "missingPassword" };
    if (input.password.length > PASSWORD_MAX_LENGTH || !verifyPassword(input.password, input.passwordHash)) return { ok: false, code: "wrongPassword" };
    return { ok: true, ...createSessionToken(input.sessionSecret, input.now) };
  });
}
