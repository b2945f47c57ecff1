"use client";

import Link from "@/components/ui/intent-link";
import { useState, useSyncExternalStore } from "react";
import { CONSENT_STORAGE_KEY, consentValueFor, type ConsentChoice } from "@/lib/shell/consent";
import { SHELL_LABELS } from "@/lib/shell/labels";
import { CloseIcon } from "@/components/ui/icons/chrome";
import { buttonClasses } from "@/components/ui/button-classes";
import { browserRoutes } from "@/config/browser-routes";

function subscribeToStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

function noAnswerStored() {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY) === null;
  } catch {
    return false;
  }
}

/**
 * While the banner shows, the page keeps room below its footer as tall as the banner and its gap to the screen's edge
 * (--cookie-banner-room, read by the body's padding), so that the footer's last links can be scrolled above the banner.
 */
function keepRoomBelowPage(banner: HTMLElement) {
  const root = document.documentElement;
  const observer = new ResizeObserver(() => {
    const room = banner.offsetHeight + parseFloat(getComputedStyle(banner).bottom);
    root.style.setProperty("--cookie-banner-room", `${Math.ceil(room)}px`);
  });
  observer.observe(banner);
  return () => {
    observer.disconnect();
    root.style.removeProperty("--cookie-banner-room");
  };
}

/** Shown while no answer is stored under "cookieConsent"; hidden until the client has checked, so returning visitors never see it flash. */
export function CookieBanner() {
  const unanswered = useSyncExternalStore(subscribeToStorage, noAnswerStored, () => false);
  const [answered, setAnswered] = useState(false);

  if (!unanswered || answered) return null;

  const answer = (choice: ConsentChoice) => {
    try {
      localStorage.setItem(CONSENT_STORAGE_KEY, consentValueFor(choice));
    } catch {
      // nothing to remember it in; the banner still closes for this page
    }
    setAnswered(true);
  };

  return (
    <section ref={keepRoomBelowPage} aria-label="Cookie consent" className="fixed inset-x-3 bottom-3 z-[60] mx-auto max-w-[46rem] animate-[rise-in_360ms_var(--ease-out-soft)_both] rounded-card border border-border bg-surface p-5 text-fg shadow-raised sm:bottom-5 sm:p-6">
      <div className="flex items-start gap-4">
        <div className="flex-1">
          <h2 className="text-[1rem] font-semibold">Your privacy, your call</h2>
          <p className="mt-1.5 text-small text-muted">
            This site keeps a few essentials in your browser (your theme and this answer). Nothing that tracks you loads unless you accept. Details in the <Link href={browserRoutes.privacy} className="text-accent underline underline-offset-2">privacy policy</Link>.
          </p>
        </div>
        <button type="button" onClick={() => answer("close")} aria-label={SHELL_LABELS.closeCookieBanner} className={buttonClasses("quiet", "icon", "-mt-1.5 -mr-1.5 size-9 shrink-0")}>
          <CloseIcon />
        </button>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={() => answer("accept_all")} className={buttonClasses("primary", "sm", "text-small")}>Accept All</button>
        <button type="button" onClick={() => answer("essentials_only")} className={buttonClasses("outline", "sm", "text-small")}>Essentials Only</button>
        <button type="button" onClick={() => answer("reject_all")} className={buttonClasses("quiet", "sm", "text-small")}>Reject All</button>
      </div>
    </section>
  );
}
