/**
 * The environment values the browser may see. Next inlines `process.env.NEXT_PUBLIC_*` into a bundle only where it is
 * written literally, so each is read here by its full name, once; config/env.ts checks them at build and start.
 * Getters, so that outside Next's compiler (tests, scripts) each read sees the environment of the moment.
 * Plain JavaScript: the post-build step (scripts/csp-build.mjs) and the cache handler import it outside Next's compiler.
 */
export const publicEnv = {
  /** The site's own origin, for canonical and absolute URLs. */
  get NEXT_PUBLIC_SITE_URL() {
    return process.env.NEXT_PUBLIC_SITE_URL;
  },
  /** The Supabase project: images from its site-images bucket are allowed, and the admin's editors accept them. */
  get NEXT_PUBLIC_SUPABASE_URL() {
    return process.env.NEXT_PUBLIC_SUPABASE_URL;
  },
  /** The geolocation service the browser asks when the platform gave the page no country. */
  get NEXT_PUBLIC_GEO_URL() {
    return process.env.NEXT_PUBLIC_GEO_URL;
  },
};
