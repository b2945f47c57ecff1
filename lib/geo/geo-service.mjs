// The public IP service the browser asks for the visitor's country when the hosting platform gives none
// (NEXT_PUBLIC_GEO_URL overrides it). Plain JavaScript: the CSP module, which build scripts load too, reads it.
const DEFAULT_GEO_SERVICE_URL = "https://ipapi.co/json/";

/**
 * The service to ask: the configured one (NEXT_PUBLIC_GEO_URL, config/public-env.mjs), else the default.
 * @param {string | undefined} configured
 * @returns {string}
 */
export const geoServiceUrl = (configured) => configured || DEFAULT_GEO_SERVICE_URL;
