// @ts-check
// What the hooks into Next and Node have shown of themselves in this process, counted by the hooks themselves: the
// request wrapper counts the requests it wraps, the cache handler the times Next builds it (once per request) and the
// pages it reads or writes. One set per process (lib/server/process-singleton.mjs): Next loads the cache handler
// outside the bundles, and each route bundle may hold its own copy of a module, while the checks (server-hooks.ts)
// must see one set of counts.
import { processSingleton } from "../server/process-singleton.mjs";

/** @typedef {{ requestsWrapped: number; cacheHandlersBuilt: number; pagesThroughCacheHandler: number }} HooksSeen */

/** The counts so far (the live object: copy it to compare later). @returns {HooksSeen} */
export function hooksSeen() {
  return processSingleton("next-internals.hooks-seen", () => ({ requestsWrapped: 0, cacheHandlersBuilt: 0, pagesThroughCacheHandler: 0 }));
}

/** Counts one more of `what`. @param {keyof HooksSeen} what */
export function countHookSeen(what) {
  hooksSeen()[what] += 1;
}
