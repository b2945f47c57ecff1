/** The portfolio's loading state: the three skeleton cards, where the projects will be. */
export function ProjectSkeletons() {
  return (
    <div className="container-site section-y pt-0" role="status" aria-live="polite">
      <span className="sr-only">Loading projects</span>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div key={index} data-testid="project-skeleton" className="card overflow-hidden">
            <div className="aspect-[3/2] animate-pulse bg-surface-2" />
            <div className="grid gap-3 p-6">
              <div className="h-5 w-2/3 animate-pulse rounded bg-surface-2" />
              <div className="h-3 w-full animate-pulse rounded bg-surface-2" />
              <div className="h-3 w-4/5 animate-pulse rounded bg-surface-2" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
