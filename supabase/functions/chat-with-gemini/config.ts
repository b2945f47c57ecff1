/**
 * The function's settings, from the environment Supabase gives it: its own secrets (`supabase secrets set`) and the
 * values it injects into every function (SUPABASE_URL, the project's API keys).
 */
import { readLimitText } from "../../../config/value-formats.ts";

export type Environment = (name: string) => string | undefined;

/** At most `max` calls in each fixed window of `windowSeconds`. */
export type Limit = { max: number; windowSeconds: number };

export const DEFAULT_CLIENT_LIMIT: Limit = { max: 30, windowSeconds: 60 };
export const DEFAULT_GLOBAL_LIMIT: Limit = { max: 60, windowSeconds: 60 };
/** Below the site's own wait for the function (CHAT_TIMEOUT_MS, 20 s), so that the site gets this function's answer. */
export const DEFAULT_GEMINI_TIMEOUT_MS = 15_000;
/** How long the rate-limit and content reads may take before they count as failed. */
export const DATABASE_TIMEOUT_MS = 5_000;

const setting = (env: Environment, name: string) => env(name)?.trim() || undefined;

/** "max/seconds", as the site's RATE_LIMIT_* settings; anything else keeps the default. */
function parseLimit(raw: string | undefined, fallback: Limit): Limit {
  const limit = raw ? readLimitText(raw) : null;
  return limit ? { max: limit.max, windowSeconds: limit.windowMs / 1000 } : fallback;
}

export function geminiTimeoutMs(env: Environment): number {
  const value = Number(setting(env, "GEMINI_TIMEOUT_MS"));
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_GEMINI_TIMEOUT_MS;
}

/** A JSON dictionary of named keys (SUPABASE_PUBLISHABLE_KEYS, SUPABASE_SECRET_KEYS); nothing when it cannot be read. */
function namedKeys(json: string | undefined): Record<string, string> {
  try {
    const parsed: unknown = json ? JSON.parse(json) : null;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].length > 0));
  } catch {
    return {};
  }
}

/**
 * The header that carries CHAT_FUNCTION_SECRET. The publishable key that opens the function is public; with this secret
 * set on both sides (the site's environment and the function's secrets), only the site's server may spend the budget.
 */
export const CALLER_SECRET_HEADER = "x-chat-function-secret";

export function callerSecret(env: Environment): string | undefined {
  return setting(env, "CHAT_FUNCTION_SECRET");
}

/** The keys a caller may present: the project's publishable keys and its legacy anon key. */
export function publicKeys(env: Environment): string[] {
  return [
    ...Object.values(namedKeys(setting(env, "SUPABASE_PUBLISHABLE_KEYS"))),
    setting(env, "SUPABASE_PUBLISHABLE_KEY"),
    setting(env, "SUPABASE_ANON_KEY"),
  ].filter((key): key is string => Boolean(key));
}

/**
 * The key the function counts calls with: the project's secret key, else its legacy service_role key (a project that
 * turned its legacy keys off still has the first).
 */
export function serverKey(env: Environment): string | undefined {
  const secrets = namedKeys(setting(env, "SUPABASE_SECRET_KEYS"));
  return secrets.default ?? Object.values(secrets)[0] ?? setting(env, "SUPABASE_SECRET_KEY") ?? setting(env, "SUPABASE_SERVICE_ROLE_KEY");
}

/** Headers for Supabase's HTTP API: an API key goes in `apikey`; a legacy key, being a JWT, also as the bearer. */
export function supabaseHeaders(key: string): Record<string, string> {
  return { apikey: key, ...(key.startsWith("eyJ") ? { Authorization: `Bearer ${key}` } : {}) };
}

export type FunctionSettings = {
  supabaseUrl?: string;
  geminiApiKey?: string;
  geminiModel?: string;
  geminiBaseUrl?: string;
  geminiTimeoutMs: number;
  clientLimit: Limit;
  globalLimit: Limit;
  /** Where posts and projects come from: the project's `blogs` and `projects` tables (the site's content in Supabase), or nowhere (a site whose content stays in its files). */
  content: "database" | "none";
};

export function readSettings(env: Environment): FunctionSettings {
  return {
    supabaseUrl: setting(env, "SUPABASE_URL")?.replace(/\/+$/, ""),
    geminiApiKey: setting(env, "GEMINI_API_KEY"),
    geminiModel: setting(env, "GEMINI_MODEL"),
    geminiBaseUrl: setting(env, "GEMINI_BASE_URL"),
    geminiTimeoutMs: geminiTimeoutMs(env),
    clientLimit: parseLimit(setting(env, "CHAT_FUNCTION_CLIENT_LIMIT"), DEFAULT_CLIENT_LIMIT),
    globalLimit: parseLimit(setting(env, "CHAT_FUNCTION_GLOBAL_LIMIT"), DEFAULT_GLOBAL_LIMIT),
    content: setting(env, "CHAT_CONTENT")?.toLowerCase() === "none" ? "none" : "database",
  };
}
