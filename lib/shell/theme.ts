export type Theme = "light" | "dark";
export const THEME_STORAGE_KEY = "theme";
export const LOADING_SCREEN_KEY = "loadingScreenShown";
/** The loading screen ends by itself (CSS, app/globals.css) within a second; past this, the script ends it anyway. */
export const LOADING_SCREEN_FALLBACK_MS = 1500;

/**
 * Runs in <head> before first paint: marks the page as scripted (data-js: without it, app/globals.css follows the
 * system's theme and never shows the loading screen) and applies the stored theme (or the system's), so it never
 * flashes. It also runs the once-per-session loading screen, which needs nothing of React: a session that has seen it
 * (or asks for reduced motion) is marked loaded before the first paint, so the screen never shows; otherwise the end
 * of the screen's CSS animation marks the session and the page (data-loaded), which unlocks scrolling on home.
 * Kept tiny and dependency-free on purpose.
 */
export const themeBootScript = `(function(){var d=document.documentElement;d.setAttribute("data-js","");try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t!=="light"&&t!=="dark"){t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}d.classList.toggle("dark",t==="dark");d.style.colorScheme=t;var k="${LOADING_SCREEN_KEY}",f=function(){try{sessionStorage.setItem(k,"true")}catch(e){}d.setAttribute("data-loaded","")};if(sessionStorage.getItem(k)==="true"||matchMedia("(prefers-reduced-motion: reduce)").matches){f()}else{document.addEventListener("animationend",function(e){if(e.target.classList&&e.target.classList.contains("loading-screen"))f()});setTimeout(f,${LOADING_SCREEN_FALLBACK_MS})}}catch(e){d.setAttribute("data-loaded","")}})();`;
