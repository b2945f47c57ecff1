"use client";

import { useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY, type Theme } from "@/lib/shell/theme";
import { SHELL_LABELS } from "@/lib/shell/labels";
import { MoonIcon, SunIcon } from "@/components/ui/icons/chrome";
import { buttonClasses } from "@/components/ui/button-classes";

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

function subscribeToThemeClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

const appliedTheme = (): Theme => (document.documentElement.classList.contains("dark") ? "dark" : "light");

/** Switches light and dark, stores the choice, and ripples the new colours out from the button (View Transitions where supported). */
export function ThemeToggle({ className = "" }: { className?: string }) {
  const theme = useSyncExternalStore(subscribeToThemeClass, appliedTheme, () => null);

  const toggle = (event: React.MouseEvent<HTMLButtonElement>) => {
    const next: Theme = appliedTheme() === "dark" ? "light" : "dark";
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // storage may be unavailable (private mode); the theme still switches for this page
    }
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const doc = document as Document & { startViewTransition?: (update: () => void) => { ready: Promise<void> } };
    if (!doc.startViewTransition || reduced) {
      applyTheme(next);
      return;
    }
    const { left, top, width, height } = event.currentTarget.getBoundingClientRect();
    const x = left + width / 2;
    const y = top + height / 2;
    const radius = Math.hypot(Math.max(x, innerWidth - x), Math.max(y, innerHeight - y));
    const transition = doc.startViewTransition(() => applyTheme(next));
    transition.ready
      .then(() =>
        document.documentElement.animate(
          { clipPath: [`circle(0px at ${x}px ${y}px)`, `circle(${radius}px at ${x}px ${y}px)`] },
          { duration: 520, easing: "cubic-bezier(0.22, 1, 0.36, 1)", pseudoElement: "::view-transition-new(root)" },
        ),
      )
      .catch(() => undefined);
  };

  const label = theme === "dark" ? SHELL_LABELS.toLightTheme : SHELL_LABELS.toDarkTheme;
  return (
    <button type="button" onClick={toggle} aria-label={theme ? label : "Switch theme"} title={theme ? label : undefined} className={buttonClasses("ghost", "icon", `js-only size-10 ${className}`)}>
      <SunIcon className="hidden dark:block" />
      <MoonIcon className="block dark:hidden" />
    </button>
  );
}
