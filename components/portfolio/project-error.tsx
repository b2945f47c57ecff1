import Link from "@/components/ui/intent-link";

/** "Project Not Found" with the way back and a retry. */
export function ProjectError({ message }: { message: string }) {
  return (
    <section className="container-site grid min-h-[70vh] place-items-center pt-36 pb-24">
      <div role="alert" className="max-w-xl rounded-card border border-border bg-surface p-10 text-center">
        <h1 className="text-h2 font-semibold">Project Not Found</h1>
        <p className="mt-4 text-muted">{message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/portfolio/" className="inline-flex h-11 items-center rounded-full bg-accent px-6 font-semibold text-accent-fg hover:bg-accent-hover">Back to Portfolio</Link>
          <a href="" className="inline-flex h-11 items-center rounded-full border border-border-strong px-6 font-semibold hover:border-accent hover:text-accent">Try Again</a>
        </div>
      </div>
    </section>
  );
}
