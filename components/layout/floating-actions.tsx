"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { siteContact } from "@/config/site-contact";
import { useContactDialog } from "./contact-dialog";
import { CloseIcon, PlusIcon } from "@/components/ui/icons/chrome";
import { buttonClasses } from "@/components/ui/button-classes";

// Both appear only after a visitor's choice, so the server never draws them and their code loads on demand.
const ChatPanel = lazy(() => import("@/components/chat/chat-panel").then((module) => ({ default: module.ChatPanel })));
const loadMenu = () => import("./quick-contact-menu");
const QuickContactMenu = lazy(() => loadMenu().then((module) => ({ default: module.QuickContactMenu })));

export type FabState = "closed" | "open" | "chat" | "email";

/** The floating action button: a menu of Chat and Email (and Messenger, Call, SMS for visitors in the Philippines). */
export function FloatingActions() {
  const [menu, setMenu] = useState<"closed" | "open" | "chat">("closed");
  const contact = useContactDialog();
  const mainButton = useRef<HTMLButtonElement>(null);
  const state: FabState = contact.isOpen ? "email" : menu;

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


  return (
    <div className="fab-corner flex flex-col items-end gap-3" data-state={state}>
      {state === "chat" ? (
        <div id="fab-chat" role="dialog" aria-label={`Chat with ${siteContact.assistantName}`} className="w-[min(100vw-2rem,24rem)] overflow-hidden rounded-card border border-border bg-surface shadow-raised animate-[rise-in_260ms_var(--ease-out-soft)_both]">
          <Suspense fallback={<p className="p-6 text-small text-muted" role="status">Opening chat…</p>}>
            <ChatPanel mode="floating" onClose={() => { setMenu("closed"); mainButton.current?.focus(); }} />
          </Suspense>
        </div>
      ) : null}
      <div id="fab-menu" hidden={state !== "open"}>
        {state === "open" ? (
          <Suspense fallback={null}>
            <QuickContactMenu
              onChat={() => setMenu("chat")}
              onEmail={() => {
                setMenu("closed");
                contact.open(mainButton.current);
              }}
            />
          </Suspense>
        ) : null}
      </div>
      <button
        ref={mainButton}
        type="button"
        onClick={toggle}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        onTouchStart={loadMenu}
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
