import { routes } from "@/config/routes";

/** Paths of the social images the site generates (app/og/...), 1200x630. */
export type OgKind = "article" | "region" | "project" | "page";

export const OG_SIZE = { width: 1200, height: 630 } as const;

export function ogImagePath(kind: OgKind, slug: string): string {
  return routes.ogImage(kind, slug);
}
