"use client";

import { useRouter } from "next/navigation";
import { useHydrated } from "@/components/ui/use-hydrated";
import { buttonClasses } from "@/components/ui/button-classes";
import { routes } from "@/config/routes";

/** Goes back in history, or to /demo/ when this tab has no page of the site to go back to. */
export function BackButton() {
  const router = useRouter();
  const interactive = useHydrated();
  // A link to /demo/, so that it works without JavaScript too; the script goes back in history when it can.
  return (
    <a
      href={routes.demos}
      data-interactive={interactive ? "true" : undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        const cameFromSite = document.referrer.startsWith(window.location.origin);
        if (window.history.length > 1 && cameFromSite) router.back();
        else router.push(routes.demos);
      }}
      className={buttonClasses("secondary", "sm", "text-small")}
    >
      ← Back
    </a>
  );
}
