/** Runs once when a server process starts (Next's instrumentation hook; never during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installConnectionAddressCapture } = await import("./lib/client-address/connection");
  installConnectionAddressCapture();
  const { warmUpInquiryStore } = await import("./lib/inquiries/warm-up");
  warmUpInquiryStore();
}
