/** Runs once when a server process starts (Next's instrumentation hook; never during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // An incomplete configuration, or a DATA_DIR that cannot be written, stops the start here with a message naming
  // what to set (lib/server/server-start.ts).
  const { checkServerStartOrExit } = await import("./lib/server/server-start");
  checkServerStartOrExit();
  // The hooks into Node's servers, and the check, once the server serves, that they and the cache handler work: a
  // server missing one stops with the reason (lib/next-internals/server-hooks.ts).
  const { checkServerHooksOnceServing, installServerHooks } = await import("./lib/next-internals/server-hooks");
  installServerHooks();
  checkServerHooksOnceServing();
  const { warmUpInquiryStore } = await import("./lib/inquiries/warm-up");
  warmUpInquiryStore();
  const { startLeadAlertTimer } = await import("./lib/alerts/triggers");
  startLeadAlertTimer();
  // Told to stop, the server closes its databases, connections and timers before the process ends.
  const { closeBeforeExit } = await import("./lib/next-internals/shutdown");
  const { closeServerResources } = await import("./lib/server/shutdown");
  closeBeforeExit(closeServerResources);
}
