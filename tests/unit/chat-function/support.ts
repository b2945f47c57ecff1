import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { RateLimitStore, RateLimitVerdict } from "@/supabase/functions/chat-with-gemini/database";

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
    CHAT_ARTICLES: "files",
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
export async function serveFetchHandler(handler: (request: Request) => Promise<Response>, path = "/functions/v1/chat-with-gemini") {
  const sockets = new Set<Socket>();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (!req.url?.startsWith(path)) {
      res.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(", "));
    }
    const method = req.method ?? "GET";
    const response = await handler(
      new Request(`http://127.0.0.1${req.url}`, { method, headers, body: method === "GET" || method === "HEAD" ? undefined : Buffer.concat(chunks) }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
