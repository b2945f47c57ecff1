import { handleRetryRequest } from "@/lib/inquiries/http";

export const runtime = "nodejs";

export const POST = handleRetryRequest;
export const GET = handleRetryRequest;
