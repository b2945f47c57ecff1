import { COUNTRY_COOKIE, COUNTRY_COOKIE_MAX_AGE_S, GEO_TIMEOUT_MS, normaliseCountry } from "./geo";

/** The `country` cookie for a code the IP service gave, with the same lifetime as the one the server sets. */
export function countryCookie(code: string, secure: boolean): string {
  return `${COUNTRY_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=${COUNTRY_COOKIE_MAX_AGE_S}; samesite=lax${secure ? "; secure" : ""}`;
}

/** The country the server handed over in the `country` cookie, if any. */
export function countryFromCookie(cookieHeader: string): string | null {
  const match = cookieHeader.split(/;\s*/).find((part) => part.startsWith(`${COUNTRY_COOKIE}=`));
  return match ? normaliseCountry(decodeURIComponent(match.slice(COUNTRY_COOKIE.length + 1))) : null;
}

type Timers = { setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (id: never) => void };

/**
 * Asks the public IP service for the visitor's country_code, aborted after 4000 ms. Any error or time-out
 * gives null: the quick-contact items simply stay hidden.
 */
export async function lookUpCountry(url: string, fetchImpl: typeof fetch = fetch, timers: Timers = globalThis as unknown as Timers, timeoutMs = GEO_TIMEOUT_MS): Promise<string | null> {
  const controller = new AbortController();
  const timer = timers.setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, { signal: controller.signal, headers: { Accept: "application/json" }, credentials: "omit" });
    if (!response.ok) return null;
    const body = (await response.json()) as { country_code?: unknown };
    return normaliseCountry(body?.country_code);
  } catch {
    return null;
  } finally {
    timers.clearTimeout(timer as never);
  }
}
