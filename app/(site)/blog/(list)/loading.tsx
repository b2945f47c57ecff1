export default function Loading() {
  return (
    <div className="container-site grid min-h-[100svh] place-items-center pt-36" role="status" aria-live="polite">
      <span className="size-10 animate-spin rounded-full border-4 border-border border-t-accent" aria-hidden="true" />
      <span className="sr-only">Loading articles</span>
    </div>
  );
}
