import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Environment } from "@/config/env";
import { nextServerOrigin } from "@/config/framework";
import { serverEnvironment } from "@/config/server-env";
import { insideWrappedRequest, withConnectionAddress } from "@/lib/client-address/connection";
import { allowedMethods } from "@/lib/http/allowed-methods";
import { refusalBeforeNext, targetPath } from "@/lib/http/request-guard";
import { installConditionalGet } from "./conditional-get";
import { hookProblemsWith, type HookProblem, hooksRequired, markStartChecked, probeProblems, reportHookProblem, requestProblems, startChecked } from "./hook-checks";
import { countHookSeen, hooksSeen } from "./hooks-seen.mjs";
import { wrapEveryRequest } from "./request-event";

/**
 * The hooks a server installs on Node's HTTP servers when it starts (instrumentation.ts), in the order they run for a
 * request: the request guard (lib/http/request-guard.ts), the client's connection address (lib/client-address/), the
 * 304 answers to conditional GETs (conditional-get.ts). Then the checks that they, and the cache handler, work.
 */
export function installServerHooks(): void {
  wrapEveryRequest("request-guard", (request, response, handle) => {
    const refusal = refusalBeforeNext(request.method, request.url ?? "/");
    if (refusal) {
      response.writeHead(refusal.status, refusal.headers);
      response.end(refusal.body);
      return true;
    }
    if (request.method !== "GET" && request.method !== "HEAD") nameAllowedMethodsOn405(request, response);
    return handle();
  });
  wrapEveryRequest("connection-address", (request, _response, handle) => {
    countHookSeen("requestsWrapped");
    return withConnectionAddress(request.socket?.remoteAddress, handle);
  });
  installConditionalGet();
}

/** Adds the Allow header to a 405 that has none when its head is written (Next's 405 of a route handler names none). */
function nameAllowedMethodsOn405(request: IncomingMessage, response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithAllow(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const headers = rest.find((value) => typeof value === "object" && value !== null && !Array.isArray(value)) as Record<string, unknown> | undefined;
    const named = this.hasHeader("allow") || (headers && Object.keys(headers).some((name) => name.toLowerCase() === "allow"));
    if (statusCode === 405 && !named) this.setHeader("Allow", allowedMethods(targetPath(request.url ?? "/")).join(", "));
    return writeHead.call(this, statusCode, ...(rest as []));
  } as typeof response.writeHead;
}

/**
 * The hooks missing in this process, for GET /api/health/: the request being answered must have come through the
 * wrapper (once the start-up check has run), and Next must have built the cache handler (it builds one for every
 * request); plus any hook found missing earlier (at start, or by a request that needed a client's address). None
 * where the hooks are not in use.
 */
export function missingServerHooks(environment: Environment = serverEnvironment()): HookProblem[] {
  if (!hooksRequired(environment)) return [];
  return hookProblemsWith(requestProblems(insideWrappedRequest() || !startChecked(), hooksSeen()));
}

/** How long the start-up check waits for the server's answer. A fresh build renders its home page first. */
const START_CHECK_TIMEOUT_MS = 60_000;

/**
 * Checks, once the server serves, that both hooks work: it asks itself for a cached page (HEAD /) and compares what
 * the hooks counted before and after. When one is missing a self-hosted server prints why and exits with 1, as it
 * does for an incomplete configuration (lib/server/server-start.ts): serving on would key every visitor alike, or send
 * regenerated pages without their policy. The server's own address comes from `next start` (UPGRADING.md); when it
 * cannot be reached, GET /api/health/ still checks both hooks on every call.
 */
export function checkServerHooksOnceServing(environment: Environment = serverEnvironment()): void {
  if (!hooksRequired(environment)) return;
  const origin = nextServerOrigin();
  if (!origin) {
    console.warn("[hooks] `next start` did not name the server's address (__NEXT_PRIVATE_ORIGIN), so the hooks are not checked at start; GET /api/health/ checks them.");
    markStartChecked();
    return;
  }
  // Not awaited: the instrumentation hook runs before Next serves, and the request waits until it does.
  setTimeout(() => void askItself(origin), 0);
}

async function askItself(origin: string): Promise<void> {
  const before = { ...hooksSeen() };
  try {
    await fetch(new URL("/", origin), { method: "HEAD", signal: AbortSignal.timeout(START_CHECK_TIMEOUT_MS) });
  } catch (error) {
    console.warn(`[hooks] The start-up check could not reach ${origin} (${error instanceof Error ? error.message : String(error)}); GET /api/health/ checks the hooks on every call.`);
    return;
  } finally {
    markStartChecked();
  }
  const problems = probeProblems(before, hooksSeen());
  if (problems.length === 0) return;
  for (const { hook } of problems) reportHookProblem(hook);
  console.error("[hooks] The server cannot start: a hook it depends on is missing (above).");
  process.exit(1);
}
