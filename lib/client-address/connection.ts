import { AsyncLocalStorage } from "node:async_hooks";
import { processSingleton } from "@/lib/server/process-singleton.mjs";

/**
 * The TCP peer of the request being handled. Next hands route handlers, server actions and the proxy a Request
 * without its socket, and only fills in `x-forwarded-for` when the client sent none (so that header is the client's
 * to choose). The site's server (server.mjs, lib/server/before-next.ts) therefore has Next handle each request inside
 * withConnectionAddress, with its socket's address. A client can send any header it likes; it cannot change this.
 */
type Connection = { address: string | undefined };

const storage = () => processSingleton("client-address.connection", () => new AsyncLocalStorage<Connection>());

/** Runs `work` as the handling of a request that came in from `address` (undefined: a socket already gone). */
export function withConnectionAddress<T>(address: string | undefined, work: () => T): T {
  return storage().run({ address }, work);
}

/** The address of the connection the current request came in on; undefined outside the site's server. */
export function connectionAddress(): string | undefined {
  return storage().getStore()?.address;
}
