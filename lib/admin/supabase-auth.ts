import type { SupabaseClient } from "@supabase/supabase-js";
import type { SignInFailure } from "./sign-in";

/** Supabase Auth for the admin area. Who is an admin is the database's answer (public.is_admin()), never the client's. */

export type SupabaseAdmin = { userId: string; email: string };

async function isAdmin(client: SupabaseClient): Promise<boolean> {
  const { data, error } = await client.rpc("is_admin");
  if (error) throw new Error(`Supabase could not check admin rights: ${error.message}`);
  return data === true;
}

/** Signs in with e-mail and password (the client stores the session in its cookies), then requires admin rights. */
export async function supabaseSignIn(client: SupabaseClient, email: string, password: string): Promise<{ ok: true; admin: SupabaseAdmin } | SignInFailure> {
  if (!email) return { ok: false, code: "missingEmail" };
  if (!password) return { ok: false, code: "missingPassword" };
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.user) {
    const refused = !error || error.status === 400 || error.status === 401 || error.code === "invalid_credentials";
    return { ok: false, code: refused ? "wrongCredentials" : "unavailable" };
  }
  try {
    if (!(await isAdmin(client))) {
      await client.auth.signOut();
      return { ok: false, code: "notAdmin" };
    }
  } catch {
    await client.auth.signOut().catch(() => undefined);
    return { ok: false, code: "unavailable" };
  }
  return { ok: true, admin: { userId: data.user.id, email: data.user.email ?? email } };
}

/** The signed-in admin, checked with Supabase Auth's server (getUser, not the cookie's claims) and public.is_admin(). */
export async function currentSupabaseAdmin(client: SupabaseClient): Promise<SupabaseAdmin | null> {
  const { data, error } = await client.auth.getUser();
  if (error || !data.user) return null;
  try {
    return (await isAdmin(client)) ? { userId: data.user.id, email: data.user.email ?? "" } : null;
  } catch {
    return null;
  }
}
