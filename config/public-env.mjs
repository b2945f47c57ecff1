/**
 * The environment values the browser may see. Next inlines `process.env.NEXT_PUBLIC_*` into a bundle only where it is
 * written literally, so each is read here by its full name, once; config/env.ts checks them at build and start.
 * Functions, so that a bundle carries only the reads it uses, and so that outside Next's compiler (tests, scripts)
 * each call sees the environment of the moment. Plain JavaScript: the post-build step (lib/next-internals/csp-build.mjs)
 * and the cache handler (lib/server/cache-handler.mjs) import it outside Next's compiler.
 */

/** The site's own origin, for canonical and absolute URLs. */
export const publicSiteUrl = () => process.env.NEXT_PUBLIC_SITE_URL;

/** The Supabase project: images from its site-images bucket are allowed, and the admin's editors accept them. */
export const publicSupabaseUrl = () => process.env.NEXT_PUBLIC_SUPABASE_URL;

/** The geolocation service the browser asks when the platform gave the page no country. */
export const publicGeoUrl = () => process.env.NEXT_PUBLIC_GEO_URL;

/** The values the Content-Security-Policy depends on, by their variable names. */
export const publicEnvForPolicy = () => ({ NEXT_PUBLIC_SUPABASE_URL: publicSupabaseUrl(), NEXT_PUBLIC_GEO_URL: publicGeoUrl() });
