import { NotFoundContent } from "@/components/layout/not-found-content";
import { notFoundMetadata } from "@/lib/shell/not-found";

export const metadata = notFoundMetadata("page");

/**
 * `notFound()` thrown inside the main layout. The public pages render components/layout/not-found-page.tsx instead,
 * which the server renders complete; this boundary is the fallback, with the layout already around it.
 */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
