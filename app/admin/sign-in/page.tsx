import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/admin/sign-in-form";
import { getAdminSession } from "@/lib/admin/auth";
import { ADMIN_SESSION_TTL_MS } from "@/lib/admin/session";
import { signInError } from "@/lib/admin/sign-in";
import { SIGN_IN_TEXTS } from "@/lib/admin/texts";
import { HEADINGS } from "@/lib/shell/headings";
import { site } from "@/config/site";
import { routes } from "@/config/routes";
import { serverEnvironment } from "@/config/server-env";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (await getAdminSession()) redirect(routes.admin.inbox);
  const config = serverEnvironment().adminAuth;
  const error = signInError(await searchParams);
  return (
    <main id="main" className="grid min-h-svh place-items-center px-5 py-16">
      <div className="w-full max-w-sm">
        <Link href={routes.home} className="focus-ring rounded text-small font-semibold tracking-tight text-muted hover:text-fg">
          {site.brand}
        </Link>
        <div className="mt-4 rounded-card border border-border bg-surface p-7 shadow-[0_1px_2px_rgb(var(--shadow-color)/0.06)] sm:p-8">
          <h1 className="text-h3 font-semibold text-fg">{HEADINGS.adminSignIn}</h1>
          {config.mode === "unconfigured" ? (
            <div className="mt-4 grid gap-3 text-small text-muted">
              <p>Admin sign-in is not configured on this server, so no one can sign in.</p>
              <ul className="list-disc space-y-1 pl-5">
                {config.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
              <p>Or set Supabase&apos;s URL and publishable key to sign in with Supabase Auth.</p>
            </div>
          ) : (
            <>
              <p className="mt-2 text-small text-muted">
                {config.mode === "supabase" ? SIGN_IN_TEXTS.supabaseHint : SIGN_IN_TEXTS.missingPassword}
              </p>
              <div className="mt-6">
                <SignInForm withEmail={config.mode === "supabase"} error={error} />
              </div>
            </>
          )}
        </div>
        {config.mode === "password" ? (
          <p className="mt-4 text-center text-[0.8125rem] text-muted">
            A session lasts {ADMIN_SESSION_TTL_MS / 3_600_000} hours. After five attempts, sign-in pauses for 15 minutes.
          </p>
        ) : null}
      </div>
    </main>
  );
}
