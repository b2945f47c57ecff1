import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { routes } from "@/config/routes";
import { serverEnvironment } from "@/config/server-env";
import { requestClientKey } from "@/lib/client-address";
import { BodyError, readFormBody } from "@/lib/http/body";
import { adminAccountGuard, adminSignInRateLimit } from "@/lib/rate-limit/policies";
import { passwordSessionCookie } from "./auth";
import { guardedSignIn, PASSWORD_MAX_LENGTH, passwordSignIn, type SignInCode } from "./sign-in";
import { supabaseSignIn } from "./supabase-auth";
import { createAdminSupabaseClient } from "./supabase-client";

const seeOther = (location: string) => new NextResponse(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

function failed(code: SignInCode, retryAfterSeconds?: number): NextResponse {
  const query = new URLSearchParams({ error: code, ...(retryAfterSeconds ? { wait: String(retryAfterSeconds) } : {}) });
  return seeOther(`${routes.admin.signIn}?${query}`);
}

/**
 * POST /admin/session/: the sign-in form (a plain form post, urlencoded). Signed in, a 303 to the inbox with the
 * session's cookies; otherwise a 303 back to the sign-in page, whose query names the failure by its code. Every attempt
 * counts against the client's limit and the account's lock-out before a password is checked (lib/admin/sign-in.ts).
 */
export async function handleSignInPost(request: NextRequest): Promise<Response> {
  const config = serverEnvironment().adminAuth;
  if (config.mode === "unconfigured") return seeOther(routes.admin.signIn);
  let form: Record<string, string>;
  try {
    form = (await readFormBody(request, 8 * 1024)) as Record<string, string>;
  } catch (error) {
    if (error instanceof BodyError) return failed(config.mode === "password" ? "missingPassword" : "missingEmail");
    throw error;
  }
  const text = (name: string, max: number) => (typeof form?.[name] === "string" ? form[name].slice(0, max) : "");
  const clientKey = requestClientKey(request.headers);
  const signedIn = seeOther(routes.admin.inbox);

  if (config.mode === "password") {
    const result = await passwordSignIn({
      password: text("password", PASSWORD_MAX_LENGTH * 2),
      clientKey,
      passwordHash: config.passwordHash,
      sessionSecret: config.sessionSecret,
      limiter: adminSignInRateLimit(),
      accountGuard: adminAccountGuard(),
    });
    if (!result.ok) return failed(result.code, result.retryAfterSeconds);
    signedIn.cookies.set(passwordSessionCookie(result.token));
    return signedIn;
  }

  const email = text("email", 254).trim().toLowerCase();
  const result = await guardedSignIn({ clientLimiter: adminSignInRateLimit(), clientKey, accountGuard: adminAccountGuard(), account: email }, () => {
    const client = createAdminSupabaseClient(config.url, config.key, { getAll: () => request.cookies.getAll(), set: (name, value, options) => signedIn.cookies.set(name, value, options) });
    return supabaseSignIn(client, email, text("password", PASSWORD_MAX_LENGTH * 2)).catch(() => ({ ok: false as const, code: "unavailable" as const }));
  });
  if (!result.ok) return failed(result.code, result.retryAfterSeconds);
  return signedIn;
}
