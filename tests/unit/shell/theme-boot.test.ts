// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { LOADING_SCREEN_KEY, THEME_STORAGE_KEY, themeBootScript } from "@/lib/shell/theme";

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
