// @ts-check
// The self-hosted server, which `npm start` runs: Next's documented custom server (`next()`), so that the site sees
// each request before Next does and closes what it holds when told to stop. Before Next, a request is refused when
// Next would answer it with 500, and is handled as coming from its connection's address, which a client cannot choose
// (lib/server/before-next.ts). Told to stop (SIGTERM from Docker or systemd, Ctrl+C), it stops taking connections,
// lets the requests in flight and the work they left with after() finish, closes the embedded databases and the
// other resources (lib/server/shutdown.ts), and ends with 143 or 130, as `next start` does.
// Vercel does not run this file: it runs the site's routes as functions.
// Usage: NODE_ENV=production node server.mjs   (npm start; after npm run build; PORT, HOST, NEXT_DIST_DIR)
import { createServer } from "node:http";
import next from "next";
import { serverHooks } from "./lib/server/server-hooks.mjs";

/** How long a stopping server waits for the requests in flight and its closing (Docker kills after 10 s). */
const SHUTDOWN_TIMEOUT_MS = 8000;
const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };
const HOOKS_TIMEOUT_MS = 60_000;

const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || undefined;
const app = next({ dev: false, hostname: host ?? "localhost", port });
await app.prepare();
const handle = app.getRequestHandler();
// Next runs instrumentation.ts as the server starts: it checks the environment (a server that could not keep its leads
// stops there) and hands over the hooks.
const { beforeNext, close } = await Promise.race([
  serverHooks(),
  new Promise((_, reject) => setTimeout(() => reject(new Error(`instrumentation.ts did not hand over the server's hooks within ${HOOKS_TIMEOUT_MS / 1000} s`)), HOOKS_TIMEOUT_MS).unref()),
]);

const server = createServer((request, response) => {
  beforeNext(request, response, () => handle(request, response)).catch((/** @type {unknown} */ error) => {
    console.error("[server]", error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
// An idle connection stays open longer than the proxies and clients that reuse connections keep theirs (60 s at most,
// nginx's and most load balancers' default): closed after Node's default 5 s, one could close just as a request was
// sent on it, which the client sees as a reset connection. Stopping closes idle connections at once.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, host, () => console.log(`> Ready on http://${host ?? "localhost"}:${port}`));

let stopping = false;
for (const signal of /** @type {(keyof typeof EXIT_CODES)[]} */ (Object.keys(EXIT_CODES))) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`[shutdown] closing did not finish within ${SHUTDOWN_TIMEOUT_MS} ms; the process ends anyway.`);
      process.exit(EXIT_CODES[signal]);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    await new Promise((resolve) => server.close(resolve));
    await app.close();
    await close().catch((/** @type {unknown} */ error) => console.error("[shutdown] closing failed:", error instanceof Error ? error.message : error));
    process.exit(EXIT_CODES[signal]);
  });
}
