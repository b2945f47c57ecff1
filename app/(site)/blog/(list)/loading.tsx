import { Spinner } from "@/components/ui/spinner";

export default function Loading() {
  return (
    <div className="container-site grid min-h-[100svh] place-items-center pt-36" role="status" aria-live="polite">
      <Spinner />
      <span className="sr-only">Loading articles</span>
    </div>
  );
}
