import type { RateLimiter } from "@/lib/rate-limit/limiter";
import { verifyPassword } from "./password";
import { createSessionToken, type AdminSessionClaims } from "./session";

export const SIGN_IN_TEXTS = {
  missingPassword: "Enter the admin password.",
  missingEmail: "Enter your e-mail address.",
  wrongPassword: "That password is not right.",
  wrongCredentials: "That e-mail address and password do not match an account.",
  notAdmin: "This account has no admin rights.",
  unavailable: "Sign-in is unavailable right now. Please try again in a minute.",
  locked: (minutes: number) => `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;

export const PASSWORD_MAX_LENGTH = 1024;

export type SignInFailure = { ok: false; message: string; retryAfterSeconds?: number };

/** Counts the attempt against the client's limit; a refusal names the minutes left. */
export async function checkSignInLimit(limiter: RateLimiter, clientKey: string): Promise<SignInFailure | null> {
  const verdict = await limiter.hit(clientKey);
  if (verdict.allowed) return null;
  return { ok: false, message: SIGN_IN_TEXTS.locked(Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60))), retryAfterSeconds: verdict.retryAfterSeconds };
}

/**
 * The password sign-in (no Supabase): every attempt counts against the client's limit before the password is
 * checked, so a locked-out client learns nothing, right password or not.
 */
export async function passwordSignIn(input: {
  password: string;
  clientKey: string;
  passwordHash: string;
  sessionSecret: string;
  limiter: RateLimiter;
  now?: number;
}): Promise<{ ok: true; token: string; claims: AdminSessionClaims } | SignInFailure> {
  const locked = await checkSignInLimit(input.limiter, input.clientKey);
  if (locked) return locked;
  if (!input.password) return { ok: false, message: SIGN_IN_TEXTS.missingPassword };
  if (input.password.length > PASSWORD_MAX_LENGTH || !verifyPassword(input.password, input.passwordHash)) {
    return { ok: false, message: SIGN_IN_TEXTS.wrongPassword };
  }
  return { ok: true, ...createSessionToken(input.sessionSecret, input.now) };
}
