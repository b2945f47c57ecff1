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
  /** The answer to an image upload sent without a session. */
  sessionEndedUpload: "Your session has ended. Sign in again, then upload the image.",
  backupNeedsSignIn: "Sign in to download a backup.",
  supabaseHint: "Use the e-mail address and password of an admin account.",
} as const;

/** What the post and project editors say about their fields and their save (lib/admin/content-rules.ts, content-store.ts). */
export const EDITOR_TEXTS = {
  checkFields: "Check the highlighted fields.",
  gone: (kind: "post" | "project") => `That ${kind} no longer exists.`,
  slugTaken: (kind: "post" | "project") => `Another ${kind} already uses this slug.`,
  slugHint: "Use lower-case letters, digits and single hyphens, like my-first-post.",
  titleRequired: "Give the post a title.",
  nameRequired: "Give the project a name.",
  webAddress: "Use an http:// or https:// address.",
  publishAtMissing: "Choose the date and time to publish.",
  publishAtPast: "A scheduled date must be in the future; choose Publish now instead.",
  draft: "It is a draft: no public page shows it.",
  altHint: "Required: what the picture shows, for visitors who cannot see it.",
  uploaded: "Uploaded: the address is filled in. Save to keep it.",
  postPreview: "As the article page shows it",
  projectPreview: "As the project page shows it",
  galleryUpload: "Upload a gallery image",
  galleryAlt: "Gallery image alt text",
} as const;

/** The inbox's notice after an action, by the key its address carries (lib/admin/inbox.ts): a retry's outcome first. */
export const INBOX_NOTICES: Record<string, string> = {
  sent: "Forwarded: the inquiry reached the e-mail service.",
  failed: "The e-mail service refused it again; it stays queued for the next automatic retry.",
  uncertain: "The e-mail service did not answer in time, again. It may have been delivered: check your mailbox before sending it once more.",
  busy: "That inquiry is being forwarded right now. Refresh in a moment.",
  not_eligible: "Only pending, failed or uncertain inquiries can be forwarded again.",
  forwarding_off: 'Forwarding is off (CONTACT_FORWARD_EMAIL is unset or "off"), so nothing was sent.',
  handled: "Marked as handled.",
  reopened: "Moved back to open inquiries.",
  unknown: "That inquiry no longer exists.",
};
