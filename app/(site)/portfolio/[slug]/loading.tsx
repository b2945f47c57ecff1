export default function Loading() {
  return (
    <div className="container-site grid min-h-[60vh] place-items-center pt-36" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-4">
        <span className="size-10 animate-spin rounded-full border-4 border-border border-t-accent" aria-hidden="true" />
        <p className="font-semibold">Loading Project</p>
      </div>
    </div>
  );
}
