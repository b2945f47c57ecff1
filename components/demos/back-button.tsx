"use client";

import { useRouter } from "next/navigation";
import { useHydrated } from "@/components/ui/use-hydrated";

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
      className="inline-flex h-10 items-center gap-2 rounded-full border border-border-strong bg-surface px-4 text-small font-semibold hover:border-accent hover:text-accent"
    >
      ← Back
    </button>
  );
}
