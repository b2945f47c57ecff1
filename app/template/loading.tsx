/** Both templates' loading state; the site links to each from outside app/template/, so each arrival shows it. */
export default function Loading() {
  return <p role="status" className="grid min-h-dvh place-items-center text-muted">Loading preview...</p>;
}
