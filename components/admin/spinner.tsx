/** The admin area's full-screen spinner while its code and data load. */
export function AdminSpinner() {
  return (
    <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-bg">
      <div className="flex flex-col items-center gap-4">
        <span aria-hidden="true" className="size-10 animate-spin rounded-full border-[3px] border-border-strong border-t-accent motion-reduce:animate-none" />
        <span className="text-small text-muted">Loading admin...</span>
      </div>
    </div>
  );
}
