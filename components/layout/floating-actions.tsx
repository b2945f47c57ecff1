"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { showsQuickContact } from "@/lib/geo/geo";
import { countryCookie, countryFromCookie, lookUpCountry } from "@/lib/geo/geo-client";
import { GEO_FALLBACK_URL } from "@/lib/security/headers";
import { siteContact } from "@/config/site-contact";
import { useContactDialog } from "./contact-dialog";
import { ChatIcon, CloseIcon, MailIcon, MessengerIcon, PhoneIcon, PlusIcon, SmsIcon } from "@/components/ui/icons/chrome";
import { buttonClasses } from "@/components/ui/button-classes";

const ChatPanel = dynamic(() => import("@/components/chat/chat-panel").then((module) => module.ChatPanel), {
  ssr: false,
  loading: () => <p className="p-6 text-small text-muted" role="status">Opening chat…</p>,
});

export type FabState = "closed" | "open" | "chat" | "email";

/** The floating action button: a menu of Chat and Email (and Messenger, Call, SMS for visitors in the Philippines). */
export function FloatingActions() {
  const [menu, setMenu] = useState<"closed" | "open" | "chat">("closed");
  const [country, setCountry] = useState<string | null>(null);
  const contact = useContactDialog();
  const mainButton = useRef<HTMLButtonElement>(null);
  const state: FabState = contact.isOpen ? "email" : menu;

  // The country matters only once the menu opens, so it is read when the visitor reaches for the button, not on load
  // (reading document.cookie is a synchronous round trip to the browser). The proxy's cookie carries the platform's
  // answer; without it the IP service is asked, once, and its answer is kept for the session's other pages.
  const lookUpStarted = useRef(false);
  const lookUpCountryOnce = () => {
    if (lookUpStarted.current || country) return;
    lookUpStarted.current = true;
    const fromServer = countryFromCookie(document.cookie);
    if (fromServer) {
      setCountry(fromServer);
      return;
    }
    void lookUpCountry(GEO_FALLBACK_URL).then((code) => {
      if (!code) return;
      document.cookie = countryCookie(code, location.protocol === "https:");
      setCountry(code);
    });
  };

  useEffect(() => {
    if (state !== "open" && state !== "chat") return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenu("closed");
        mainButton.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [state]);

  const toggle = () => {
    if (state === "chat" || state === "email") {
      contact.close();
      setMenu("closed");
    } else setMenu(state === "open" ? "closed" : "open");
  };

  const quickContact = showsQuickContact(country);
  const itemClass = "flex items-center gap-3 rounded-full border border-border bg-surface py-2 pr-5 pl-2 text-small font-semibold text-fg shadow-card transition-colors hover:border-accent hover:text-accent";
  const iconWrap = "grid size-9 place-items-center rounded-full bg-accent-soft text-accent";

  return (
    <div className="fixed right-4 bottom-4 z-[55] flex flex-col items-end gap-3 sm:right-6 sm:bottom-6" data-state={state}>
      {state === "chat" ? (
        <div id="fab-chat" role="dialog" aria-label={`Chat with ${siteContact.assistantName}`} className="w-[min(100vw-2rem,24rem)] overflow-hidden rounded-card border border-border bg-surface shadow-raised animate-[rise-in_260ms_var(--ease-out-soft)_both]">
          <ChatPanel mode="floating" onClose={() => { setMenu("closed"); mainButton.current?.focus(); }} />
        </div>
      ) : null}
      {state === "open" ? (
        <ul id="fab-menu" aria-label="Quick contact" className="flex flex-col items-end gap-2.5">
          {quickContact ? (
            <>
              <li className="animate-[rise-in_240ms_var(--ease-out-soft)_both]"><a className={itemClass} href={siteContact.messengerUrl} target="_blank" rel="noopener noreferrer"><span className={iconWrap}><MessengerIcon /></span>Messenger</a></li>
              <li className="animate-[rise-in_240ms_var(--ease-out-soft)_40ms_both]"><a className={itemClass} href={`tel:${siteContact.phone}`}><span className={iconWrap}><PhoneIcon /></span>Call</a></li>
              <li className="animate-[rise-in_240ms_var(--ease-out-soft)_80ms_both]"><a className={itemClass} href={`sms:${siteContact.phone}`}><span className={iconWrap}><SmsIcon /></span>SMS</a></li>
            </>
          ) : null}
          <li className="animate-[rise-in_240ms_var(--ease-out-soft)_both]">
            <button type="button" className={itemClass} onClick={() => setMenu("chat")}><span className={iconWrap}><ChatIcon /></span>Chat</button>
          </li>
          <li className="animate-[rise-in_240ms_var(--ease-out-soft)_40ms_both]">
            <button type="button" className={itemClass} onClick={() => { setMenu("closed"); contact.open(mainButton.current); }}><span className={iconWrap}><MailIcon /></span>Email</button>
          </li>
        </ul>
      ) : null}
      <button
        ref={mainButton}
        type="button"
        onClick={() => {
          lookUpCountryOnce();
          toggle();
        }}
        onPointerEnter={lookUpCountryOnce}
        onFocus={lookUpCountryOnce}
        onTouchStart={lookUpCountryOnce}
        aria-expanded={state !== "closed"}
        aria-controls={state === "chat" ? "fab-chat" : "fab-menu"}
        aria-label={state === "closed" ? "Open quick contact" : "Close quick contact"}
        className={buttonClasses("primary", "icon", "js-only size-14 shadow-raised")}
      >
        {state === "closed" ? <PlusIcon className="size-6" /> : <CloseIcon className="size-6" />}
      </button>
    </div>
  );
}
