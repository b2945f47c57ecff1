/**
 * The function's two uses of the project's database, over Supabase's HTTP API (PostgREST): the rate limit
 * (`chat_function_hit`, supabase/migrations/20260107000000_chat_function_limits.sql) and the published posts and projects.
 */
import type { ArticleSummary, ProjectSummary } from "../../../lib/chat/gemini-request.ts";
import { supabaseHeaders, type Limit } from "./config.ts";

export type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number };

/** Counts one call of a client; throws when the count cannot be had (the caller then refuses the call). */
export interface RateLimitStore {
  hit(clientKey: string): Promise<RateLimitVerdict>;
}

/** The posts (articles) and projects published at `now`, newest first, as the site lists them. */
export interface PublishedContent {
  articles(now: number): Promise<ArticleSummary[]>;
  projects(now: number): Promise<ProjectSummary[]>;
}

type Connection = { fetch: typeof fetch; url: string; key: string; timeout: () => AbortSignal };

async function answerOf(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered HTTP ${response.status}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${what} answered with something other than JSON`);
  }
}

export function databaseRateLimit(connection: Connection, limits: { client: Limit; global: Limit }): RateLimitStore {
  return {
    async hit(clientKey) {
      const response = await connection.fetch(`${connection.url}/rest/v1/rpc/chat_function_hit`, {
        method: "POST",
        headers: { ...supabaseHeaders(connection.key), "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          client_key: clientKey,
          client_max: limits.client.max,
          client_window_seconds: limits.client.windowSeconds,
          global_max: limits.global.max,
          global_window_seconds: limits.global.windowSeconds,
        }),
        signal: connection.timeout(),
      });
      const rows = await answerOf(response, "chat_function_hit");
      const row = Array.isArray(rows) && rows.length === 1 ? (rows[0] as Record<string, unknown>) : null;
      if (!row || typeof row.allowed !== "boolean" || typeof row.retry_after_seconds !== "number") {
        throw new Error("chat_function_hit answered without a verdict");
      }
      return { allowed: row.allowed, retryAfterSeconds: row.retry_after_seconds };
    },
  };
}

/**
 * The site's published posts and projects, read with a publishable key: row-level security shows that key published
 * rows only (a post or project from its published_at on), whatever is asked for; the reads also ask for rows
 * published by the function's own clock, as the site's files source decides. The rows are taken as they come: the
 * tables' constraints (supabase/migrations/20260101000000_init.sql) hold every one to the site's schema.
 */
export function databaseContent(connection: Connection): PublishedContent {
  const read = async <Row>(table: string, query: URLSearchParams): Promise<Row[]> => {
    const response = await connection.fetch(`${connection.url}/rest/v1/${table}?${query}`, {
      headers: { ...supabaseHeaders(connection.key), Accept: "application/json" },
      signal: connection.timeout(),
    });
    const rows = await answerOf(response, table);
    if (!Array.isArray(rows)) throw new Error(`${table} answered with something other than a list`);
    return rows as Row[];
  };
  return {
    async articles(now) {
      const query = new URLSearchParams({ select: "slug,title,excerpt,tags,published_at", published_at: `lte.${new Date(now).toISOString()}`, order: "published_at.desc" });
      return read<ArticleSummary>("blogs", query);
    },
    async projects(now) {
      const query = new URLSearchParams({ select: "slug,name,description", published_at: `lte.${new Date(now).toISOString()}`, order: "created_at.desc" });
      return read<ProjectSummary>("projects", query);
    },
  };
}
