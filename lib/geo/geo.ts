import { siteContact } from "@/config/site-contact";
/** The visitor's country: from the hosting platform's header when there is one (read in proxy.ts), else the client asks a public IP service. */
export const COUNTRY_COOKIE = "country";
/** How long the browser keeps the visitor's country, from the platform's header or the IP service: one day. */
export const COUNTRY_COOKIE_MAX_AGE_S = 60 * 60 * 24;
export const GEO_TIMEOUT_MS = 4000;
/** Visitors from this country get the call and SMS items of the quick-contact menu (the studio's Philippine number). */
export const QUICK_CONTACT_COUNTRY = siteContact.quickContactCountry;

const COUNTRY_HEADERS = ["x-vercel-ip-country", "cf-ipcountry", "x-country-code"];

export function normaliseCountry(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== "XX" ? code : null;
}

export function countryFromHeaders(headers: Headers): string | null {
  for (const name of COUNTRY_HEADERS) {
    const code = normaliseCountry(headers.get(name));
    if (code) return code;
  }
  return null;
}

export function showsQuickContact(country: string | null | undefined): boolean {
  return country === QUICK_CONTACT_COUNTRY;
}
