/** Runs once when a server process starts (Next's instrumentation hook; never during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // An incomplete configuration, or a DATA_DIR that cannot be written, stops the start here with a message naming
  // what to set (lib/server/server-start.ts).
  const { checkServerStartOrExit } = await import("./lib/server/server-start");
  checkServerStartOrExit();
  const { warmUpInquiryStore } = await import("./lib/inquiries/warm-up");
  warmUpInquiryStore();
  const { startLeadAlertTimer } = await import("./lib/alerts/triggers");
  startLeadAlertTimer();
  // Self-hosted, the site's server (server.mjs) handles each request before Next and, told to stop, closes the
  // databases, connections and timers before the process ends.
  const { provideServerHooks } = await import("./lib/server/server-hooks.mjs");
  const { handleBeforeNext } = await import("./lib/server/before-next");
  const { closeServerResources } = await import("./lib/server/shutdown");
  provideServerHooks({ beforeNext: handleBeforeNext, close: closeServerResources });
}
