"use client";

import { useEffect } from "react";
import { LOADING_SCREEN_KEY } from "@/lib/shell/theme";

/** Ends the loading screen: marks the session, shows the page and unlocks scrolling when the CSS animation finishes. */
export function LoadingScreenController() {
  useEffect(() => {
    const root = document.documentElement;
    if (root.hasAttribute("data-loaded")) return;
    const screen = document.querySelector<HTMLElement>(".loading-screen");
    const finish = () => {
      try {
        sessionStorage.setItem(LOADING_SCREEN_KEY, "true");
      } catch {
        // without session storage the screen simply plays on each visit
      }
      root.setAttribute("data-loaded", "");
    };
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (reduced || !screen) return finish();
    const onEnd = (event: AnimationEvent) => {
      if (event.target === screen) finish();
    };
    screen.addEventListener("animationend", onEnd);
    const fallback = window.setTimeout(finish, 2500);
    return () => {
      screen.removeEventListener("animationend", onEnd);
      window.clearTimeout(fallback);
    };
  }, []);
  return null;
}
