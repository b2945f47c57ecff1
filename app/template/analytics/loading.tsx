export default function Loading() {
  return <p role="status" className="grid min-h-dvh place-items-center text-muted">Loading preview...</p>;
}
