// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOADING_SCREEN_FALLBACK_MS, LOADING_SCREEN_KEY, THEME_STORAGE_KEY, themeBootScript } from "@/lib/shell/theme";

/** The script app/layout.tsx puts in <head>, run as the browser runs it before the first paint. */

/** The page as the boot script leaves it, with what the browser has stored and the system's preference. */
function bootedPage(stored: { theme?: string; loadingScreenShown?: boolean }, prefersDark: boolean) {
  if (stored.theme !== undefined) localStorage.setItem(THEME_STORAGE_KEY, stored.theme);
  if (stored.loadingScreenShown) sessionStorage.setItem(LOADING_SCREEN_KEY, "true");
  window.matchMedia = (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && prefersDark }) as MediaQueryList;
  new Function(themeBootScript)();
  const root = document.documentElement;
  return { dark: root.classList.contains("dark"), colorScheme: root.style.colorScheme, scripted: root.hasAttribute("data-js"), loaded: root.hasAttribute("data-loaded") };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of ["class", "style", "data-js", "data-loaded"]) document.documentElement.removeAttribute(name);
});

describe("the theme boot script", () => {
  it.each([
    [{ theme: "light" }, true, "light"],
    [{ theme: "dark" }, false, "dark"],
    [{}, true, "dark"],
    [{}, false, "light"],
    [{ theme: "purple" }, false, "light"],
  ] as const)("applies the stored theme, else the system's: %j, system dark %s -> %s", (stored, prefersDark, theme) => {
    expect(bootedPage(stored, prefersDark)).toMatchObject({ dark: theme === "dark", colorScheme: theme });
  });

  it("marks the page as scripted, and a session whose loading screen has already played", () => {
    expect(bootedPage({}, false)).toMatchObject({ scripted: true, loaded: false });
    expect(bootedPage({ loadingScreenShown: true }, false)).toMatchObject({ scripted: true, loaded: true });
  });
});

describe("the loading screen's end", () => {
  afterEach(() => vi.useRealTimers());

  it("is marked, for the page and the session, when the screen's own animation ends, not a child's", () => {
    const screen = document.createElement("div");
    screen.className = "loading-screen";
    const child = document.createElement("span");
    screen.append(child);
    document.body.append(screen);
    expect(bootedPage({}, false).loaded).toBe(false);
    child.dispatchEvent(new Event("animationend", { bubbles: true }));
    expect(document.documentElement.hasAttribute("data-loaded")).toBe(false);
    screen.dispatchEvent(new Event("animationend", { bubbles: true }));
    expect(document.documentElement.hasAttribute("data-loaded")).toBe(true);
    expect(sessionStorage.getItem(LOADING_SCREEN_KEY)).toBe("true");
    screen.remove();
  });

  it("comes by the fallback when no animation event does, and at once under reduced motion", () => {
    vi.useFakeTimers();
    expect(bootedPage({}, false).loaded).toBe(false);
    vi.advanceTimersByTime(LOADING_SCREEN_FALLBACK_MS);
    expect(document.documentElement.hasAttribute("data-loaded")).toBe(true);
    document.documentElement.removeAttribute("data-loaded");
    sessionStorage.clear();
    window.matchMedia = (query: string) => ({ matches: query === "(prefers-reduced-motion: reduce)" }) as MediaQueryList;
    new Function(themeBootScript)();
    expect(document.documentElement.hasAttribute("data-loaded")).toBe(true);
    expect(sessionStorage.getItem(LOADING_SCREEN_KEY)).toBe("true");
  });
});
