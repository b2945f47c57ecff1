import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname), "server-only": path.resolve(import.meta.dirname, "tests/support/empty.ts") } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
    environment: "node",
    // The route tests name each client with x-real-ip, as a proxy in front of the site would; the default source
    // (the connection's own address) is proven in tests/unit/client-address/client-address.test.ts.
    env: { CLIENT_IP_SOURCE: "header:x-real-ip" },
    // Watchdogs for a hung test, not measures: on a loaded machine (a load of 20 on two cores) the embedded database's
    // first start and a forward's round trips take ten times as long as on an idle one.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two files at a time even on two cores (Vitest's default there is one): much of the time goes to waiting on the
    // embedded database and local servers, and the run took 159 s instead of 248 s, measured back to back. In worker
    // threads rather than child processes: 142 and 163 s against 174 to 193 s for processes (2026-12-02, same machine).
    maxWorkers: 2,
    pool: "threads",
  },
});
