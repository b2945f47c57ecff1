import "server-only";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Environment, EnvironmentError } from "@/config/env";
import { serverEnvironment } from "@/config/server-env";

/**
 * What a server checks before it serves anything (instrumentation.ts): the configuration is whole (config/env.ts), and
 * when inquiries are kept in the embedded database, DATA_DIR can be written. A read-only deployment folder would
 * otherwise answer every inquiry with 503. Throws an EnvironmentError naming what to set.
 */
export function checkServerStart(environment: Environment = serverEnvironment()): Environment {
  if (environment.problems.length) throw new EnvironmentError(environment.problems);
  if (environment.inquiries.store === "embedded") assertWritableDataDir(environment.inquiries.dataDir);
  return environment;
}

export function assertWritableDataDir(directory: string): void {
  const probe = path.join(directory, `.write-check-${process.pid}`);
  try {
    mkdirSync(directory, { recursive: true });
    writeFileSync(probe, "");
    rmSync(probe, { force: true });
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    throw new EnvironmentError([
      `DATA_DIR (${directory}) cannot be written (${reason}), and the embedded inquiry store keeps every inquiry there. Set DATA_DIR to a writable folder that outlives the server, or set NEXT_PUBLIC_SUPABASE_URL, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY and SUPABASE_SERVICE_ROLE_KEY to keep inquiries in Supabase.`,
    ]);
  }
}

/**
 * checkServerStart for instrumentation.ts. Next only logs an error thrown by the instrumentation hook and keeps
 * serving (every request then fails), so a self-hosted server prints the message and exits with 1 instead. On a
 * serverless platform the error is thrown: the platform reports the failed function, and there is no process to stop.
 * A server that starts without NEXT_PUBLIC_SITE_URL or CONTACT_FORWARD_EMAIL (self-hosted, or `next dev`) says so,
 * one warning line each; /api/health/ lists them too.
 */
export function checkServerStartOrExit(environment: Environment = serverEnvironment()): void {
  try {
    checkServerStart(environment);
  } catch (error) {
    if (!(error instanceof EnvironmentError) || environment.platform.name !== "self-hosted") throw error;
    console.error(`[env] The server cannot start. ${error.message}`);
    process.exit(1);
  }
  for (const warning of environment.settings.warnings) console.warn(`[env] ${warning}`);
}
