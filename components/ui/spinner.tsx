/** The site's one loading ring (decorative: the status text around it says what is loading). */
export function Spinner({ className = "size-10" }: { className?: string }) {
  return <span aria-hidden="true" className={`${className} animate-spin rounded-full border-[3px] border-border-strong border-t-accent motion-reduce:animate-none`} />;
}
