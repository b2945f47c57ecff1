import http, { type IncomingMessage, type ServerResponse } from "node:http";
import https from "node:https";
import { processSingleton } from "@/lib/server/process-singleton.mjs";

/** Handles one request around Node's own handling of it, which `handle` runs (and whose result it must return). */
export type RequestWrapper = (request: IncomingMessage, response: ServerResponse, handle: () => boolean) => boolean;

type Emit = typeof http.Server.prototype.emit;
const PROTOTYPES = [http.Server.prototype, https.Server.prototype];

/** The wrappers installed, and each prototype's own `emit`, put back when the process's singletons are disposed. */
const installed = () =>
  processSingleton("next-internals.request-wrappers", () => ({ names: new Set<string>(), originals: PROTOTYPES.map((prototype) => prototype.emit) }), {
    close: ({ originals }) => PROTOTYPES.forEach((prototype, index) => (prototype.emit = originals[index] as Emit)),
  });

/**
 * Runs `wrapper` around every request of every Node HTTP and HTTPS server of the process, the way OpenTelemetry's
 * HTTP instrumentation wraps the servers' "request" event: Next hands the site no hook on the raw request and response.
 * It replaces `emit` on the servers' prototypes, so it holds only while the server that answers requests is a Node
 * http.Server of this process that dispatches them through `emit` (UPGRADING.md; server-hooks.ts checks it at start).
 * Each `name` is installed once, however often this is called (the instrumentation hook, tests).
 */
export function wrapEveryRequest(name: string, wrapper: RequestWrapper): void {
  const wrapped = installed().names;
  if (wrapped.has(name)) return;
  for (const prototype of PROTOTYPES) {
    const emit = prototype.emit as (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;
    prototype.emit = function emitWrapped(this: unknown, event: string | symbol, ...args: unknown[]): boolean {
      if (event !== "request") return emit.call(this, event, ...args);
      return wrapper(args[0] as IncomingMessage, args[1] as ServerResponse, () => emit.call(this, event, ...args));
    } as typeof prototype.emit;
  }
  wrapped.add(name);
}
