const TONES = {
  /** On the page's surfaces, in the accent colour. */
  accent: "border-[3px] border-border-strong border-t-accent",
  /** Inside a button, in the colour of its text. */
  current: "border-2 border-current/30 border-t-current",
};

/** The site's one loading ring (decorative: the status text around it says what is loading). */
export function Spinner({ className = "size-10", tone = "accent" }: { className?: string; tone?: keyof typeof TONES }) {
  return <span aria-hidden="true" className={`${className} ${TONES[tone]} animate-spin rounded-full motion-reduce:animate-none`} />;
}
