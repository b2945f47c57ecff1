import http, { type IncomingMessage, type ServerResponse } from "node:http";
import https from "node:https";

/** Handles one request around Node's own handling of it, which `handle` runs (and whose result it must return). */
export type RequestWrapper = (request: IncomingMessage, response: ServerResponse, handle: () => boolean) => boolean;

const WRAPPED = Symbol.for("northtide.request-event.wrapped");
const globalState = globalThis as typeof globalThis & { [WRAPPED]?: Set<string> };

/**
 * Runs `wrapper` around every request of every Node HTTP and HTTPS server of the process, the way OpenTelemetry's
 * HTTP instrumentation wraps the servers' "request" event: Next hands the site no hook on the raw request and response.
 * It replaces `emit` on the servers' prototypes, so it holds only while the server that answers requests is a Node
 * http.Server of this process that dispatches them through `emit` (UPGRADING.md; server-hooks.ts checks it at start).
 * Each `name` is installed once, however often this is called (the instrumentation hook, tests).
 */
export function wrapEveryRequest(name: string, wrapper: RequestWrapper): void {
  const wrapped = (globalState[WRAPPED] ??= new Set());
  if (wrapped.has(name)) return;
  for (const prototype of [http.Server.prototype, https.Server.prototype]) {
    const emit = prototype.emit as (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;
    prototype.emit = function emitWrapped(this: unknown, event: string | symbol, ...args: unknown[]): boolean {
      if (event !== "request") return emit.call(this, event, ...args);
      return wrapper(args[0] as IncomingMessage, args[1] as ServerResponse, () => emit.call(this, event, ...args));
    } as typeof prototype.emit;
  }
  wrapped.add(name);
}
