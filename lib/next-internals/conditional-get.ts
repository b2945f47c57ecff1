import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { wrapEveryRequest } from "./request-event";

/**
 * Conditional GETs of cached pages. Next's own ETag hashes the whole answer on every request; the cache handler gives
 * each page version its ETag once instead (cache-handler.mjs), and next.config.ts turns Next's off. This answers 304
 * Not Modified when a GET or HEAD names that version in If-None-Match, by replacing the response's writeHead. Installed
 * with the other server hooks (server-hooks.ts), and only requests that carry If-None-Match pay for it. What it pays
 * for is measured in docs/performance.md ("Repeat visits").
 */

/** The opaque part of an entity tag: `W/"x"` and `"x"` compare equal (the weak comparison If-None-Match uses). */
function opaqueTag(tag: string): string {
  const trimmed = tag.trim();
  return trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed;
}

/** Whether an If-None-Match header names the current ETag: `*`, or one tag of its list, compared weakly. */
export function ifNoneMatchNames(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  const current = opaqueTag(etag);
  return ifNoneMatch.split(",").some((tag) => opaqueTag(tag) === current);
}

// A 304 describes the stored 200: it carries the validator and the caching headers, never a body or what describes one.
const BODY_HEADERS = ["content-type", "content-length", "content-encoding", "transfer-encoding"];

function withoutBodyHeaders(headers: OutgoingHttpHeaders | undefined): OutgoingHttpHeaders | undefined {
  if (!headers || typeof headers !== "object" || Array.isArray(headers)) return headers;
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !BODY_HEADERS.includes(name.toLowerCase())));
}

/**
 * Turns the 200 of `response` into a 304 when it carries the ETag `request` names. Decided when the head is written,
 * once every header is known; Node then drops the body (and a compressor's output) for a 304 by itself.
 */
export function answerNotModifiedWhenCurrent(request: IncomingMessage, response: ServerResponse): void {
  const ifNoneMatch = request.headers["if-none-match"];
  if (!ifNoneMatch || (request.method !== "GET" && request.method !== "HEAD")) return;
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadNotModified(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const etag = this.getHeader("etag");
    if (statusCode !== 200 || typeof etag !== "string" || !ifNoneMatchNames(ifNoneMatch, etag)) {
      return writeHead.call(this, statusCode, ...(rest as []));
    }
    for (const name of BODY_HEADERS) this.removeHeader(name);
    const headers = rest.find((value) => typeof value === "object");
    return writeHead.call(this, 304, withoutBodyHeaders(headers as OutgoingHttpHeaders | undefined) ?? {});
  } as typeof response.writeHead;
}

export function installConditionalGet(): void {
  wrapEveryRequest("conditional-get", (request, response, handle) => {
    answerNotModifiedWhenCurrent(request, response);
    return handle();
  });
}
