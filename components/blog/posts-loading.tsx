import { Spinner } from "@/components/ui/spinner";

/** The journal's loading state: a spinner where the articles will be. */
export function PostsLoading() {
  return (
    <div className="container-site grid min-h-[50svh] place-items-center pb-24" role="status" aria-live="polite">
      <Spinner />
      <span className="sr-only">Loading articles</span>
    </div>
  );
}
