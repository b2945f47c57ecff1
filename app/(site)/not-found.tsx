import { NotFoundContent } from "@/components/layout/not-found-content";

export const metadata = { title: "Page Not Found", robots: { index: false, follow: true } };

/** Not found inside the main layout (an unknown regional slug, say): the layout is already around it. */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
