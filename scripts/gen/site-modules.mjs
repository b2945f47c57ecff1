// Loads the site's TypeScript modules (with their `@/` paths, as Vitest resolves them) from a generator script: a
// module-only Vite server over vitest.config.mts, closed once `run` is done.
import path from "node:path";
import { createViteServer } from "vitest/node";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** @typedef {(modulePath: string) => Promise<Record<string, any>>} LoadModule */

/**
 * Calls `run` with `load(modulePath)`, which imports a module by its path from the repository's root ("lib/x.ts").
 * @template T
 * @param {(load: LoadModule) => Promise<T>} run
 * @returns {Promise<T>}
 */
export async function withSiteModules(run) {
  const server = await createViteServer({
    root: ROOT,
    configFile: path.join(ROOT, "vitest.config.mts"),
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await run((modulePath) => server.ssrLoadModule(`/${modulePath}`));
  } finally {
    await server.close();
  }
}
