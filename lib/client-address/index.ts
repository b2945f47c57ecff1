import "server-only";
import { connectionAddress } from "./connection";
import { serverEnvironment } from "@/config/server-env";
import { processSingleton } from "@/lib/server/process-singleton.mjs";
import { type ClientAddress, decideClientAddress, rateLimitKey } from "./source";

export { rateLimitKey } from "./source";

/** Each distinct problem is logged once per process: enough to be seen, never a flood an attacker can cause. */
function logOnce(problem: string): void {
  const kind = problem.replace(/\d+(\.\d+){3}|[0-9a-f]{4}(:[0-9a-f]{4}){7}/g, "<address>");
  const logged = processSingleton("client-address.logged", () => new Set<string>());
  if (logged.has(kind) || logged.size > 100) return;
  logged.add(kind);
  console.warn(`[client-address] ${problem}`);
}

/** The address of the client behind this request, from the source CLIENT_IP_SOURCE names (lib/client-address/source.ts). */
export function requestClientAddress(headers: Headers): ClientAddress {
  const decided = decideClientAddress(serverEnvironment().clientAddress, headers, connectionAddress());
  if (decided.problem) logOnce(decided.problem);
  return decided;
}

/** The key this request's client is rate-limited under. */
export function requestClientKey(headers: Headers): string {
  return rateLimitKey(requestClientAddress(headers).address);
}
