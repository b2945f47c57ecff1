// @ts-check
// What the site's own server (server.mjs) takes from the site: its handling of each request before Next, and its
// closing. The site's code is TypeScript, compiled by Next, which server.mjs, run by Node as it is, cannot import; so
// instrumentation.ts hands these over when Next runs it (at the server's start), in one slot on globalThis, which
// Next's module copies and server.mjs share.

/**
 * @typedef {object} ServerHooks
 * @property {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse, next: () => Promise<void>) => Promise<void>} beforeNext
 *   Answers the request itself, or has Next answer it by calling `next`.
 * @property {() => Promise<void>} close Closes what the process holds (lib/server/shutdown.ts).
 */

const SLOT = Symbol.for("northtide.server-hooks");

/** @returns {{ hooks: Promise<ServerHooks>; provide: (hooks: ServerHooks) => void }} */
function slot() {
  const global = /** @type {{ [SLOT]?: ReturnType<typeof slot> }} */ (globalThis);
  if (!global[SLOT]) {
    /** @type {(hooks: ServerHooks) => void} */
    let provide = () => {};
    const hooks = new Promise((resolve) => (provide = resolve));
    global[SLOT] = { hooks: /** @type {Promise<ServerHooks>} */ (hooks), provide };
  }
  return global[SLOT];
}

/** @param {ServerHooks} hooks */
export const provideServerHooks = (hooks) => slot().provide(hooks);

/** The hooks, once instrumentation.ts has provided them. */
export const serverHooks = () => slot().hooks;
