import { AsyncLocalStorage } from "node:async_hooks";
import { wrapEveryRequest } from "@/lib/http/request-event";

/**
 * The TCP peer of the request being handled. Next hands route handlers, server actions and the proxy a Request
 * without its socket, and `next start` only fills in `x-forwarded-for` when the client sent none (so that header is
 * the client's to choose). The instrumentation hook therefore wraps the HTTP servers' "request" event, the way
 * OpenTelemetry's HTTP instrumentation does, and runs each request's handling with its socket's address in an
 * AsyncLocalStorage. A client can send any header it likes; it cannot change this.
 */
type ConnectionCapture = { storage: AsyncLocalStorage<string | undefined> };

const CAPTURE_KEY = Symbol.for("northtide.client-address.connection");
const globalCapture = globalThis as typeof globalThis & { [CAPTURE_KEY]?: ConnectionCapture };

function capture(): ConnectionCapture {
  return (globalCapture[CAPTURE_KEY] ??= { storage: new AsyncLocalStorage<string | undefined>() });
}

export function installConnectionAddressCapture(): void {
  const { storage } = capture();
  wrapEveryRequest("connection-address", (request, _response, handle) => storage.run(request.socket?.remoteAddress, handle));
}

/** The address of the connection the current request came in on; undefined outside a request or before installation. */
export function connectionAddress(): string | undefined {
  return capture().storage.getStore();
}

/** Runs `work` as if it handled a request from `address` (tests call route handlers directly, without a socket). */
export function withConnectionAddress<T>(address: string | undefined, work: () => T): T {
  return capture().storage.run(address, work);
}
