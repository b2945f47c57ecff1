"use client";

import Link from "next/link";
import { useEffect } from "react";
import { routes } from "@/config/routes";
import { SIGN_IN_TEXTS } from "@/lib/admin/texts";
import { buttonClasses } from "@/components/ui/button-classes";
import { StatePanel } from "@/components/ui/state-panel";

/**
 * What the admin area shows when a render or an action fails. An action sent after the session ended is refused by
 * the proxy with SIGN_IN_TEXTS.sessionEnded (lib/security/page-posts.ts): that one goes straight to the sign-in page.
 */
export default function AdminError({ error, reset }: { error: Error; reset: () => void }) {
  const sessionEnded = error.message === SIGN_IN_TEXTS.sessionEnded;
  useEffect(() => {
    if (sessionEnded) window.location.assign(routes.admin.signIn);
  }, [sessionEnded]);
  return (
    <main id="main" className="container-site py-16">
      <StatePanel
        title={sessionEnded ? "Signed out" : "Something went wrong"}
        tone="error"
        headingLevel="h1"
        actions={
          <>
            <Link href={routes.admin.signIn} className={buttonClasses("primary", "md")}>
              Sign in
            </Link>
            {sessionEnded ? null : (
              <button type="button" onClick={reset} className={buttonClasses("outline", "md")}>
                Try again
              </button>
            )}
          </>
        }
      >
        <p>{sessionEnded ? error.message : "The admin area could not finish that. Try again, or sign in again if your session has ended."}</p>
      </StatePanel>
    </main>
  );
}
