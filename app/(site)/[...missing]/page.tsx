import { NotFoundLogger } from "@/components/layout/not-found-logger";
import { NotFoundPage } from "@/components/layout/not-found-page";
import { notFoundMetadata } from "@/lib/shell/not-found";

/**
 * Every path no other route matches lands here, inside the main layout, and gets the not-found page with HTTP 404.
 * No path is built ahead; each is rendered on its first request and kept briefly, in memory only
 * (lib/server/cache-handler.mjs). The root not-found (app/not-found.tsx) stays small: Next serialises the root
 * layout's not-found tree into every page's payload, so a full shell there would travel twice with each page.
 */
export function generateStaticParams() {
  return [];
}

export const metadata = notFoundMetadata("page");

export default function UnmatchedPath() {
  return (
    <>
      <NotFoundPage kind="page" />
      <NotFoundLogger />
    </>
  );
}
