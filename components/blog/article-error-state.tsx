import Link from "@/components/ui/intent-link";

/** "An Error Occurred", the message, and the way back to the blog. */
export function ArticleErrorState({ message }: { message: string }) {
  return (
    <section className="container-site grid min-h-[70vh] place-items-center pt-36 pb-24">
      <div role="alert" className="max-w-xl rounded-card border border-border bg-surface p-10 text-center">
        <h1 className="text-h2 font-semibold">An Error Occurred</h1>
        <p className="mt-4 text-muted">{message}</p>
        <Link href="/blog/" className="mt-8 inline-flex h-11 items-center rounded-full bg-accent px-6 font-semibold text-accent-fg hover:bg-accent-hover">Back to Blog</Link>
      </div>
    </section>
  );
}
