/** Runs once when a server process starts (Next's instrumentation hook; never during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // An incomplete configuration, or a DATA_DIR that cannot be written, stops the start here with a message naming
  // what to set (lib/server-start.ts).
  const { checkServerStartOrExit } = await import("./lib/server-start");
  checkServerStartOrExit();
  const { installRequestGuard } = await import("./lib/http/request-guard");
  installRequestGuard();
  const { installConnectionAddressCapture } = await import("./lib/client-address/connection");
  installConnectionAddressCapture();
  const { installConditionalGet } = await import("./lib/http/conditional-get");
  installConditionalGet();
  const { warmUpInquiryStore } = await import("./lib/inquiries/warm-up");
  warmUpInquiryStore();
  const { startLeadAlertTimer } = await import("./lib/alerts/triggers");
  startLeadAlertTimer();
}
