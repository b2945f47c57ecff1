import type { RateLimitStore, RateLimitVerdict } from "@/supabase/functions/chat-with-gemini/database";
import { startLocalServer } from "../../support/local-server";

export const PUBLISHABLE_KEY = "sb_publishable_site_key";
export const LEGACY_ANON_KEY = "eyJhbGciOiJIUzI1NiJ9.anon.signature";
export const SECRET_KEY = "sb_secret_server_key";
export const GEMINI_KEY = "gemini-secret-key";

/** The environment Supabase gives the function (its injected values) plus the function's own secrets. */
export function functionEnvironment(overrides: Record<string, string | undefined> = {}) {
  const values: Record<string, string | undefined> = {
    SUPABASE_URL: "http://127.0.0.1:9",
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE_KEY }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
    SUPABASE_ANON_KEY: LEGACY_ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: "eyJhbGciOiJIUzI1NiJ9.service.signature",
    GEMINI_API_KEY: GEMINI_KEY,
    CHAT_CONTENT: "none",
    ...overrides,
  };
  return (name: string) => values[name];
}

/** A rate limit in memory that records the keys it counted, answering from `verdict`. */
export function recordingLimit(verdict: (key: string, count: number) => RateLimitVerdict = () => ({ allowed: true, retryAfterSeconds: 0 })) {
  const keys: string[] = [];
  const store: RateLimitStore = {
    async hit(key) {
      keys.push(key);
      return verdict(key, keys.filter((counted) => counted === key).length);
    },
  };
  return { store, keys };
}

export const failingLimit: RateLimitStore = { hit: () => Promise.reject(new Error("connection refused")) };

/** A Gemini generateContent answer with one candidate. */
export const candidate = (text: string) => ({ candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP" }] });

/** Serves a fetch-style handler over HTTP on a free loopback port, as Supabase's runtime serves the function. */
export function serveFetchHandler(handler: (request: Request) => Promise<Response>, path = "/functions/v1/chat-with-gemini") {
  return startLocalServer(async (recorded, res) => {
    if (!recorded.url.startsWith(path)) {
      res.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(recorded.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(", "));
    }
    const withBody = recorded.method !== "GET" && recorded.method !== "HEAD";
    const response = await handler(new Request(`http://127.0.0.1${recorded.url}`, { method: recorded.method, headers, body: withBody ? recorded.body : undefined }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
}
