import type { Environment } from "@/config/env";
import { insideNextServer, isProduction } from "@/config/framework";
import type { HooksSeen } from "./hooks-seen.mjs";
import { processSingleton } from "@/lib/server/process-singleton.mjs";

/**
 * The checks that the two hooks a self-hosted server depends on are in place: the request wrapper (request-event.ts),
 * which gives each request its client's address and so its rate-limit key, and the cache handler (cache-handler.mjs),
 * which gives each page written at run time its Content-Security-Policy. Either can stop working after an upgrade of
 * Next or Node with no error anywhere. What each assumes is in UPGRADING.md beside this file.
 */

export type HookName = "request-wrapper" | "cache-handler";
export type HookProblem = { hook: HookName; problem: string };

const SEE = "See lib/next-internals/UPGRADING.md.";

export const HOOK_PROBLEMS: Record<HookName, string> = {
  "request-wrapper": `The request wrapper (lib/next-internals/request-event.ts) did not run for a request Next answered: the server cannot tell its visitors apart, and all of them would share one client's rate limits. ${SEE}`,
  "cache-handler": `Next did not use the cache handler (lib/next-internals/cache-handler.mjs): pages it renders at run time would leave without their Content-Security-Policy. ${SEE}`,
};

const problem = (hook: HookName): HookProblem => ({ hook, problem: HOOK_PROBLEMS[hook] });

/**
 * Whether this process must have both hooks: a production `next start` (self-hosted). Elsewhere they are not in use:
 * on Vercel and the other serverless platforms the platform's header names the client, and Vercel never calls a
 * cache handler for pages; `next dev` caches nothing; unit tests call handlers without a server.
 */
export function hooksRequired(environment: Pick<Environment, "platform">, inServer = insideNextServer(), production = isProduction): boolean {
  return environment.platform.name === "self-hosted" && inServer && production;
}

/**
 * What the start-up check finds from the counts before and after a cached page (HEAD /) was asked of the server
 * itself and answered: Next answered it, so the wrapper must have wrapped a request, and Next must have read the page
 * through the cache handler.
 */
export function probeProblems(before: HooksSeen, after: HooksSeen): HookProblem[] {
  return [
    ...(after.requestsWrapped > before.requestsWrapped ? [] : [problem("request-wrapper")]),
    ...(after.pagesThroughCacheHandler > before.pagesThroughCacheHandler ? [] : [problem("cache-handler")]),
  ];
}

/**
 * What a request being answered shows (GET /api/health/): whether the wrapper ran for it (`wrapped`), and whether Next,
 * which builds a cache handler for every request it routes, has built one.
 */
export function requestProblems(wrapped: boolean, seen: HooksSeen): HookProblem[] {
  return [...(wrapped ? [] : [problem("request-wrapper")]), ...(seen.cacheHandlersBuilt > 0 ? [] : [problem("cache-handler")])];
}

/** When the start-up check ran (or could not), and the hooks found missing since: for the life of the process. */
const checks = () => processSingleton("next-internals.hook-checks", () => ({ startCheckedAt: null as number | null, reported: new Map<HookName, HookProblem>() }));

/**
 * How long after the start-up check a request may still be one that arrived before the hooks were installed:
 * `next start` listens before it runs the instrumentation hook, and such a request, never wrapped, is handled once
 * Next is ready, at about the time of the check.
 */
export const START_GRACE_MS = 10_000;

/** Notes that the start-up check has run, or could not run, at `now`. */
export function markStartChecked(now: number = Date.now()): void {
  checks().startCheckedAt = now;
}

/** Whether every request handled from now on must have come through the wrapper (see START_GRACE_MS). */
export function startChecked(now: number = Date.now()): boolean {
  const checkedAt = checks().startCheckedAt;
  return checkedAt !== null && now - checkedAt >= START_GRACE_MS;
}

/**
 * Records that a hook was found missing: logged as an error the first time for each hook, and named by
 * /api/health/ (503) for the rest of the process's life, since a hook missing once is missing for good.
 */
export function reportHookProblem(hook: HookName): void {
  const { reported } = checks();
  if (reported.has(hook)) return;
  reported.set(hook, problem(hook));
  console.error(`[hooks] ${HOOK_PROBLEMS[hook]}`);
}

/** Every hook found missing so far in this process, with `found` (reported as well). */
export function hookProblemsWith(found: HookProblem[]): HookProblem[] {
  for (const entry of found) reportHookProblem(entry.hook);
  return [...checks().reported.values()];
}
