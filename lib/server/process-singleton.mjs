// @ts-check
// What a server process keeps for its whole life, one of each: databases, clients, caches, counters, timers. Next may
// load a module several times in one process (once per route bundle, and the cache handler outside the bundles), so a
// module's own variables would hold one copy per load: each is kept here instead, by name, in one registry on
// globalThis. Plain JavaScript, for the modules Node loads as they are (lib/server/cache-handler.mjs).

/**
 * What ending a singleton takes. `stop`: nothing more starts (a timer cleared) and the work in flight is awaited.
 * `close`: what it holds is released (a database closed, a connection quit).
 * @template T
 * @typedef {{ stop?: (value: T) => unknown; close?: (value: T) => unknown }} Disposal
 */

/** @typedef {{ value: unknown; stop?: () => unknown; close?: () => unknown }} Entry */

const REGISTRY = Symbol.for("northtide.process-singletons");

/** @returns {Map<string, Entry>} */
function registry() {
  const store = /** @type {{ [REGISTRY]?: Map<string, Entry> }} */ (globalThis);
  return (store[REGISTRY] ??= new Map());
}

/**
 * The process's one `name`, made by `create` on its first use (and again after disposeProcessSingletons).
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @param {Disposal<T>} [disposal]
 * @returns {T}
 */
export function processSingleton(name, create, disposal = {}) {
  const entries = registry();
  const existing = entries.get(name);
  if (existing) return /** @type {T} */ (existing.value);
  const value = create();
  const { stop, close } = disposal;
  entries.set(name, { value, stop: stop && (() => stop(value)), close: close && (() => close(value)) });
  return value;
}

/**
 * @param {string} name
 * @param {string} what
 * @param {(() => unknown) | undefined} step
 */
async function run(name, what, step) {
  try {
    await step?.();
  } catch (error) {
    console.error(`[process] ${name} could not ${what}:`, error instanceof Error ? error.message : error);
  }
}

/**
 * Ends every singleton and forgets it, so that the next use makes a new one, as a new process would: first each is
 * stopped, so that no work runs any more, then each is closed; both latest made first, since a singleton may use
 * those made before it. A step that fails is logged, and the others still run.
 */
export async function disposeProcessSingletons() {
  const entries = [...registry()].reverse();
  for (const [name, entry] of entries) await run(name, "stop", entry.stop);
  for (const [name, entry] of entries) if (registry().get(name) === entry) registry().delete(name);
  for (const [name, entry] of entries) await run(name, "close", entry.close);
}
