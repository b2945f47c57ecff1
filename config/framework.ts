/**
 * What the framework tells the code about where it runs. Next replaces these reads at build in each bundle, so they
 * must stay literal, and they are read here only.
 */

/** `next dev`: the policy allows eval for React's debugging, and the files source rereads content/. */
export const isDevelopment = process.env.NODE_ENV === "development";

export const isProduction = process.env.NODE_ENV === "production";

/** Inside the Next server (set there, unset in unit tests and scripts): page caching and tagging exist only there. */
export function insideNextServer(): boolean {
  return Boolean(process.env.NEXT_RUNTIME);
}
