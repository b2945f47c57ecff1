import { Spinner } from "@/components/ui/spinner";

/** The admin area's full-screen spinner while its code and data load. */
export default function AdminLoading() {
  return (
    <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-bg">
      <div className="flex flex-col items-center gap-4">
        <Spinner />
        <span className="text-small text-muted">Loading admin...</span>
      </div>
    </div>
  );
}
