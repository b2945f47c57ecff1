import { dataDirectory, type Env, readEnvironment } from "@/config/env";
import { site } from "@/config/site";

/** Read on every call (not at import) so that a deployment's environment, and each test, decides. */

export type ForwardingConfig =
  | { enabled: true; endpoint: string; recipient: string; timeoutMs: number; origin: string }
  | { enabled: false; reason: string };

const DEFAULT_FORMSUBMIT_URL = "https://formsubmit.co";
const DEFAULT_FORWARD_TIMEOUT_MS = 8000;

function positiveInt(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

/**
 * Where inquiries are forwarded: FormSubmit's AJAX endpoint for CONTACT_FORWARD_EMAIL (the site's address
 * when unset). CONTACT_FORWARD_EMAIL set to an empty string (or "off") turns forwarding off: inquiries are
 * still stored, and the log says so. The recipient is config/env.ts's decision.
 */
export function forwardingConfig(env: Env = process.env): ForwardingConfig {
  const decision = readEnvironment(env).forwarding;
  if (decision.mode === "off") return { enabled: false, reason: decision.reason };
  const base = (env.FORMSUBMIT_URL?.trim() || DEFAULT_FORMSUBMIT_URL).replace(/\/+$/, "");
  return {
    enabled: true,
    endpoint: `${base}/ajax/${encodeURIComponent(decision.recipient)}`,
    recipient: decision.recipient,
    timeoutMs: positiveInt(env.CONTACT_FORWARD_TIMEOUT_MS, DEFAULT_FORWARD_TIMEOUT_MS),
    origin: site.host,
  };
}

/** First wait before retrying a failed forward; it doubles with each attempt (see backoff.ts). */
export function retryBaseDelayMs(env: Env = process.env): number {
  const raw = env.CONTACT_RETRY_BASE_MS?.trim();
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : 60_000;
}

/**
 * How long a forward in progress keeps its inquiry to itself. Longer than the forward's time-out, so that a
 * second worker never picks up an inquiry that is still being sent.
 */
export function claimLeaseMs(env: Env = process.env): number {
  const timeout = positiveInt(env.CONTACT_FORWARD_TIMEOUT_MS, DEFAULT_FORWARD_TIMEOUT_MS);
  return Math.max(60_000, timeout * 3);
}

/** Where the embedded database keeps its files: DATA_DIR (default .data/), absolute. */
export function dataDir(env: Env = process.env): string {
  return dataDirectory(env.DATA_DIR);
}

/** Supabase's inquiries table when its URL and the server-only service-role key are both set (config/env.ts decides). */
export function supabaseStoreConfig(env: Env = process.env): { url: string; serviceRoleKey: string } | null {
  const decision = readEnvironment(env).inquiries;
  return decision.store === "supabase" ? { url: decision.url, serviceRoleKey: decision.serviceRoleKey } : null;
}

/**
 * The bearer secrets the retry endpoint accepts: RETRY_SECRET, and CRON_SECRET, which Vercel Cron sends as
 * `Authorization: Bearer <CRON_SECRET>`. Either or both may be set; none means nobody is let in.
 */
export function retrySecrets(env: Env = process.env): string[] {
  return [env.RETRY_SECRET, env.CRON_SECRET].map((secret) => secret?.trim() ?? "").filter((secret) => secret !== "");
}
