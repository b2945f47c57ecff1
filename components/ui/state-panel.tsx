import type { ReactNode } from "react";

/** The panel for empty, error and not-found states. */
export function StatePanel({ title, children, tone = "neutral", actions, headingLevel = "h2" }: { title: string; children?: ReactNode; tone?: "neutral" | "error"; actions?: ReactNode; headingLevel?: "h1" | "h2" }) {
  const Heading = headingLevel;
  return (
    <div role={tone === "error" ? "alert" : undefined} className={`mx-auto max-w-xl rounded-card border p-8 text-center sm:p-10 ${tone === "error" ? "border-coral/40 bg-surface" : "border-border bg-surface"}`}>
      <Heading className="text-h3 font-semibold text-fg">{title}</Heading>
      {children ? <div className="mt-3 text-muted">{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
