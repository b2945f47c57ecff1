"use client";

import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { siteContact } from "@/config/site-contact";
import { SHELL_LABELS } from "@/lib/shell/labels";
import { CloseIcon } from "@/components/ui/icons/chrome";

/** The form's code loads when the dialog first opens, not with every page (home and /contact/ carry it for their own form). */
const ContactForm = lazy(() => import("@/components/contact/contact-form").then((module) => ({ default: module.ContactForm })));

type ContactDialogApi = { open: (opener?: HTMLElement | null) => void; close: () => void; isOpen: boolean };
const ContactDialogContext = createContext<ContactDialogApi | null>(null);

export function useContactDialog(): ContactDialogApi {
  const api = useContext(ContactDialogContext);
  if (!api) throw new Error("useContactDialog needs <ContactDialogProvider>");
  return api;
}

/** The contact dialog (short form): a native modal <dialog>, so focus stays inside and Escape closes it; focus returns to the opener. */
export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const open = useCallback((opener?: HTMLElement | null) => {
    openerRef.current = opener ?? (document.activeElement as HTMLElement | null);
    setIsOpen(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      document.documentElement.classList.add("overflow-hidden");
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  const onClose = useCallback(() => {
    setIsOpen(false);
    document.documentElement.classList.remove("overflow-hidden");
    openerRef.current?.focus?.();
  }, []);

  const api = useMemo(() => ({ open, close, isOpen }), [open, close, isOpen]);

  return (
    <ContactDialogContext.Provider value={api}>
      {children}
      <dialog
        ref={dialogRef}
        onClose={onClose}
        aria-labelledby="contact-dialog-title"
        aria-describedby="contact-dialog-intro"
        className="contact-dialog"
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="eyebrow">Inquire</p>
              <h2 id="contact-dialog-title" className="text-h3 mt-2 font-semibold">{SHELL_LABELS.contactHeading}</h2>
            </div>
            <button type="button" onClick={close} className="contact-dialog__close" aria-label={SHELL_LABELS.closeContactForm}>
              <CloseIcon />
            </button>
          </div>
          <p id="contact-dialog-intro" className="mt-2 text-small text-muted">
            I reply {siteContact.responseTime}. Prefer e-mail? Write to <a className="text-accent underline underline-offset-2" href={`mailto:${siteContact.email}`}>{siteContact.email}</a>.
          </p>
          <div className="mt-6">{isOpen ? (
            <Suspense fallback={<p className="text-small text-muted" role="status">Opening the form…</p>}>
              <ContactForm variant="short" idPrefix="dialog" onSent={close} />
            </Suspense>
          ) : null}</div>
        </div>
      </dialog>
    </ContactDialogContext.Provider>
  );
}
