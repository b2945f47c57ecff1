"use client";

import { siteContact } from "@/config/site-contact";

/**
 * The once-per-session loading screen. It is server HTML over the page (which is fully rendered beneath it), drawn and
 * animated by CSS alone (app/globals.css) and ended by the boot script (lib/shell/theme.ts), which also hides it before
 * first paint when the session has seen it: no script of the page's waits for it, and it waits for none. On home
 * (whose hero carries data-intro-cover) it covers the page and locks scrolling for at most a second; elsewhere it plays
 * as a small badge that leaves the content visible. CSS decides which, so the layout renders the same HTML everywhere.
 * Browser code with no state, so that every page's payload names it instead of repeating its markup.
 */
export function LoadingScreen() {
  return (
    <div className="loading-screen" aria-hidden="true">
      <div className="loading-screen__mark">
        <span className="loading-screen__logo brand-tile">
          <span className="loading-screen__wipe">
            <span className="loading-screen__wipe-content brand-waves" />
          </span>
        </span>
        <span className="loading-screen__word">{siteContact.brand}</span>
      </div>
    </div>
  );
}
