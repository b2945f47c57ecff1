"use client";

import { useRouter } from "next/navigation";
import { useHydrated } from "@/components/ui/use-hydrated";
import { buttonClasses } from "@/components/ui/button-classes";
import { browserRoutes } from "@/config/browser-routes";
import { templateBackTarget } from "@/lib/demos/back";

/** Goes back in history whenever there is history, else to /demo/ (lib/demos/back.ts). */
export function BackButton() {
  const router = useRouter();
  const interactive = useHydrated();
  // A link to /demo/, so that it works without JavaScript too; the script goes back in history when it can.
  return (
    <a
      href={browserRoutes.demo}
      data-interactive={interactive ? "true" : undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        const target = templateBackTarget(window.history.length);
        if (target.back) router.back();
        else router.push(target.href);
      }}
      className={buttonClasses("secondary", "sm", "text-small")}
    >
      ← Back
    </a>
  );
}
