import { NotFoundContent } from "@/components/layout/not-found-content";
import { notFoundMetadata } from "@/lib/shell/not-found";

export const metadata = notFoundMetadata("page");

/**
 * Unmatched paths render inside the main layout through app/(site)/[...missing]; this root boundary only catches
 * `notFound()` outside it (the admin area), so it is kept to the content alone: it is part of every page's payload.
 */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundContent />
    </main>
  );
}
