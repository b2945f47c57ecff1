/** GET /api/health/ of a self-hosted server on its defaults: content from files, the embedded store, the local chat. */
export const SELF_HOSTED_DEFAULTS_HEALTH = {
  status: "ok",
  platform: "self-hosted",
  content: "files",
  inquiries: { store: "embedded", answers: true },
  chat: "local",
  rateLimits: { store: "memory" },
  forwarding: "formsubmit",
  adminAuth: "password",
  leads: { undelivered: 0, oldestUndeliveredSeconds: null, stuckAfterSeconds: 900 },
};
