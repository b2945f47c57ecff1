/**
 * GET /api/health/ of a self-hosted server on its defaults (content from files, the embedded store, the local chat)
 * with the two settings a deployment names itself, NEXT_PUBLIC_SITE_URL and CONTACT_FORWARD_EMAIL, set.
 */
export const SELF_HOSTED_DEFAULTS_HEALTH = {
  status: "ok",
  platform: "self-hosted",
  content: "files",
  inquiries: { store: "embedded", answers: true, writes: true },
  chat: { provider: "local", state: "ok" },
  rateLimits: { store: "memory" },
  forwarding: "formsubmit",
  adminAuth: "password",
  settings: { missing: [] },
  leads: { undelivered: 0, oldestUndeliveredSeconds: null, stuckAfterSeconds: 900 },
};
