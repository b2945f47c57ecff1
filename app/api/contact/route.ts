import { handleContactPost } from "@/lib/inquiries/http";

export const runtime = "nodejs";
// The forwards that follow (lib/inquiries/forwarding.ts RETRY_RUN_BUDGET_MS) end well inside it, on any plan.
export const maxDuration = 60;

export const POST = handleContactPost;
