"use client";

import { useEffect, useState } from "react";
import { showsQuickContact } from "@/lib/geo/geo";
import { countryCookie, countryFromCookie, lookUpCountry } from "@/lib/geo/geo-client";
import { geoServiceUrl } from "@/lib/geo/geo-service.mjs";
import { publicGeoUrl } from "@/config/public-env.mjs";
import { siteContact } from "@/config/site-contact";
import { ChatIcon, MailIcon, MessengerIcon, PhoneIcon, SmsIcon } from "@/components/ui/icons/chrome";

const itemClass = "flex items-center gap-3 rounded-full border border-border bg-surface py-2 pr-5 pl-2 text-small font-semibold text-fg shadow-card transition-colors hover:border-accent hover:text-accent";
const iconWrap = "grid size-9 place-items-center rounded-full bg-accent-soft text-accent";

/**
 * The floating button's menu: Chat and Email, and Messenger, Call and SMS for visitors in the Philippines. Its code
 * loads when the visitor reaches for the button (components/layout/floating-actions.tsx), and the country is read when
 * it opens: the proxy's cookie carries the platform's answer; without it the IP service is asked, once, and its answer
 * is kept in the cookie for the session's other pages.
 */
export function QuickContactMenu({ onChat, onEmail }: { onChat: () => void; onEmail: () => void }) {
  const [country, setCountry] = useState<string | null>(() => countryFromCookie(document.cookie));

  useEffect(() => {
    if (country) return;
    let cancelled = false;
    void lookUpCountry(geoServiceUrl(publicGeoUrl())).then((code) => {
      if (!code || cancelled) return;
      document.cookie = countryCookie(code, location.protocol === "https:");
      setCountry(code);
    });
    return () => {
      cancelled = true;
    };
  }, [country]);

  return (
    <ul aria-label="Quick contact" className="flex flex-col items-end gap-2.5">
      {showsQuickContact(country) ? (
        <>
          <li className="animate-[rise-in_240ms_var(--ease-out-soft)_both]"><a className={itemClass} href={siteContact.messengerUrl} target="_blank" rel="noopener noreferrer"><span className={iconWrap}><MessengerIcon /></span>Messenger</a></li>
          <li className="animate-[rise-in_240ms_var(--ease-out-soft)_40ms_both]"><a className={itemClass} href={`tel:${siteContact.phone}`}><span className={iconWrap}><PhoneIcon /></span>Call</a></li>
          <li className="animate-[rise-in_240ms_var(--ease-out-soft)_80ms_both]"><a className={itemClass} href={`sms:${siteContact.phone}`}><span className={iconWrap}><SmsIcon /></span>SMS</a></li>
        </>
      ) : null}
      <li className="animate-[rise-in_240ms_var(--ease-out-soft)_both]">
        <button type="button" className={itemClass} onClick={onChat}><span className={iconWrap}><ChatIcon /></span>Chat</button>
      </li>
      <li className="animate-[rise-in_240ms_var(--ease-out-soft)_40ms_both]">
        <button type="button" className={itemClass} onClick={onEmail}><span className={iconWrap}><MailIcon /></span>Email</button>
      </li>
    </ul>
  );
}
