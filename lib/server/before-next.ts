import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { withConnectionAddress } from "@/lib/client-address/connection";
import { refusalBeforeNext } from "@/lib/http/request-guard";
import { sendCompressedAsset } from "./compressed-assets";

/**
 * What the site's server (server.mjs) does with each request before Next: it refuses those Next would answer with 500
 * or without naming the methods the URL serves (lib/http/request-guard.ts), sends the build's assets compressed once
 * at build (lib/server/compressed-assets.ts), and has Next handle the others as requests from their connection's
 * address, the one a client cannot choose (lib/client-address/).
 */
export async function handleBeforeNext(request: IncomingMessage, response: ServerResponse, next: () => Promise<void>): Promise<void> {
  const refusal = refusalBeforeNext(request.method, request.url ?? "/");
  if (!refusal) {
    if (sendCompressedAsset(request, response)) return;
    return withConnectionAddress(request.socket.remoteAddress, next);
  }
  response.writeHead(refusal.status, refusal.headers);
  response.end(refusal.body);
}
