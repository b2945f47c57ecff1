"use client";

import { useRouter } from "next/navigation";
import { useHydrated } from "@/components/ui/use-hydrated";
import { buttonClasses } from "@/components/ui/button-classes";

/** Goes back in history, or to /demo/ when this tab has no page of the site to go back to. */
export function BackButton() {
  const router = useRouter();
  const interactive = useHydrated();
  return (
    <button
      type="button"
      data-interactive={interactive ? "true" : undefined}
      onClick={() => {
        const cameFromSite = document.referrer.startsWith(window.location.origin);
        if (window.history.length > 1 && cameFromSite) router.back();
        else router.push("/demo/");
      }}
      className={buttonClasses("secondary", "sm", "text-small")}
    >
      ← Back
    </button>
  );
}
