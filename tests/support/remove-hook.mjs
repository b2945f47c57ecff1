// @ts-check
// Preloaded into an e2e server (node --import) to take away one of the hooks the site depends on, the way an upgrade
// of Next or Node could, for the test that such a server refuses to serve (tests/e2e/server-hooks.spec.ts):
// E2E_REMOVE_HOOK=request-wrapper: the HTTP server `next start` creates dispatches its requests with an `emit` of its
//   own, so the wrapper installed on the servers' prototype (lib/next-internals/request-event.ts) never runs;
// E2E_REMOVE_HOOK=cache-handler: the configuration `next start` loads has no cacheHandler, so Next uses its own cache.
// Production never loads this module.
import http from "node:http";
import { createRequire } from "node:module";

const hook = process.env.E2E_REMOVE_HOOK;

if (hook === "request-wrapper") {
  const createServer = /** @type {(...args: unknown[]) => http.Server} */ (http.createServer);
  const emit = http.Server.prototype.emit;
  Object.assign(http, { createServer: (/** @type {unknown[]} */ ...args) => Object.assign(createServer(...args), { emit }) });
} else if (hook === "cache-handler") {
  const require = createRequire(`${process.cwd()}/`);
  const file = require.resolve("next/dist/server/config");
  const config = require(file);
  const loadConfig = config.default;
  const cached = require.cache[file];
  if (!cached) throw new Error(`${file} was not loaded`);
  cached.exports = {
    ...config,
    __esModule: true,
    default: async (/** @type {unknown[]} */ ...args) => {
      const loaded = await loadConfig(...args);
      delete loaded.cacheHandler;
      return loaded;
    },
  };
} else {
  throw new Error(`E2E_REMOVE_HOOK=${hook}: expected request-wrapper or cache-handler`);
}
