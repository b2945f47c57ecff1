import { NotFoundContent } from "@/components/layout/not-found-content";
import { SiteChrome } from "@/components/layout/site-chrome";

export const metadata = { title: "Page Not Found", robots: { index: false, follow: true } };

/** Paths that match no route at all: the not-found page, inside the main layout. */
export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundContent />
    </SiteChrome>
  );
}
