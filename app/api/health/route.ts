import { handleHealthRequest } from "@/lib/server/health";

export const runtime = "nodejs";
// Answered for each request, never at build: it reports the running server's backends.
export const dynamic = "force-dynamic";

export const GET = handleHealthRequest;
