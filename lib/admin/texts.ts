/**
 * What the admin reads when signing in, defined once; browser-safe, since the admin area's error boundary shows one of
 * them. The sign-in page's query names a failure by its key (lib/admin/sign-in.ts), never by its text.
 */
export const SIGN_IN_TEXTS = {
  missingPassword: "Enter the admin password.",
  missingEmail: "Enter your e-mail address.",
  wrongPassword: "That password is not right.",
  wrongCredentials: "That e-mail address and password do not match an account.",
  notAdmin: "This account has no admin rights.",
  unavailable: "Sign-in is unavailable right now. Please try again in a minute.",
  locked: (minutes: number) => `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  /** The answer to an admin action sent without a session (proxy.ts), which the admin area's error boundary recognises. */
  sessionEnded: "Your session has ended. Sign in again to continue.",
} as const;
