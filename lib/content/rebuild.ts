import "server-only";
import { after } from "next/server";
import { serverEnvironment } from "@/config/server-env";

/** How long a call to the deploy hook may take before it counts as failed. */
export const DEPLOY_HOOK_TIMEOUT_MS = 5000;

/** Calls a deploy hook (a POST with no body, as Vercel's take) and logs the outcome; never throws. */
export async function callDeployHook(hookUrl: string, reason: string): Promise<"requested" | "failed"> {
  try {
    const response = await fetch(hookUrl, { method: "POST", signal: AbortSignal.timeout(DEPLOY_HOOK_TIMEOUT_MS) });
    if (!response.ok) {
      console.error(`[rebuild] the deploy hook answered ${response.status} after ${reason}`);
      return "failed";
    }
    console.info(`[rebuild] a new build was requested after ${reason}`);
    return "requested";
  } catch (error) {
    console.error(`[rebuild] the deploy hook could not be reached after ${reason}:`, error instanceof Error ? error.message : error);
    return "failed";
  }
}

/**
 * Asks the hosting platform for a new build after a content edit, when VERCEL_DEPLOY_HOOK_URL is set. On Vercel a page
 * regenerated at run time can carry only the site-wide fallback policy (next.config.ts); the next build gives every
 * page its own strict policy again. The edit is live at once either way: the rebuild only restores the strict policy.
 * The call runs after the answer is sent. Returns whether a rebuild was asked for.
 */
export function requestRebuild(reason: string, hookUrl = serverEnvironment().content.deployHookUrl): boolean {
  if (!hookUrl) return false;
  const call = () => callDeployHook(hookUrl, reason);
  try {
    after(call);
  } catch {
    void call();
  }
  return true;
}
