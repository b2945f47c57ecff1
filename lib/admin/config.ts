import { type AdminAuthConfig, type Env, readEnvironment } from "@/config/env";

export type { AdminAuthConfig } from "@/config/env";

/** How admins sign in: Supabase Auth, one password admin, or nobody (config/env.ts decides, with every other backend). */
export function adminAuthConfig(env: Env = process.env): AdminAuthConfig {
  return readEnvironment(env).adminAuth;
}
