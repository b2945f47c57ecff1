"use client";

import { useRouter } from "next/navigation";
import { useHydrated } from "@/components/ui/use-hydrated";
import { buttonClasses } from "@/components/ui/button-classes";
import { templateBackTarget } from "@/lib/demos/back";

/** Goes back in history whenever there is history, else to /demo/ (lib/demos/back.ts). */
export function BackButton() {
  const router = useRouter();
  const interactive = useHydrated();
  return (
    <button
      type="button"
      data-interactive={interactive ? "true" : undefined}
      onClick={() => {
        const target = templateBackTarget(window.history.length);
        if (target.back) router.back();
        else router.push(target.href);
      }}
      className={buttonClasses("secondary", "sm", "text-small")}
    >
      ← Back
    </button>
  );
}
