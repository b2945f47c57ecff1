import type { AdminAuthConfig, Environment } from "@/config/env";
import { serverEnvironment } from "@/config/server-env";

export type { AdminAuthConfig } from "@/config/env";

/** How admins sign in: Supabase Auth, one password admin, or nobody (config/env.ts decides, with every other backend). */
export function adminAuthConfig(environment: Environment = serverEnvironment()): AdminAuthConfig {
  return environment.adminAuth;
}
