export type Theme = "light" | "dark";
export const THEME_STORAGE_KEY = "theme";
export const LOADING_SCREEN_KEY = "loadingScreenShown";

/**
 * Runs in <head> before first paint: marks the page as scripted (data-js: without it, app/globals.css follows the
 * system's theme and never shows the loading screen), applies the stored theme (or the system's) and marks a session
 * whose loading screen has already played, so neither flashes. Kept tiny and dependency-free on purpose.
 */
export const themeBootScript = `(function(){var d=document.documentElement;d.setAttribute("data-js","");try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t!=="light"&&t!=="dark"){t=window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}d.classList.toggle("dark",t==="dark");d.style.colorScheme=t;if(sessionStorage.getItem("${LOADING_SCREEN_KEY}")==="true"){d.setAttribute("data-loaded","")}}catch(e){d.setAttribute("data-loaded","")}})();`;
