import type { ReactNode } from "react";

/**
 * The panel for empty, error and not-found states. As a page's only content (headingLevel "h1") its heading is drawn
 * a size larger; a one-line state (a teaser's) may have no heading at all.
 */
export function StatePanel({ title, children, tone = "neutral", actions, headingLevel = "h2" }: { title?: string; children?: ReactNode; tone?: "neutral" | "error"; actions?: ReactNode; headingLevel?: "h1" | "h2" }) {
  const Heading = headingLevel;
  return (
    <div role={tone === "error" ? "alert" : undefined} className={`mx-auto max-w-xl rounded-card border p-8 text-center sm:p-10 ${tone === "error" ? "border-coral/40 bg-surface" : "border-border bg-surface"}`}>
      {title ? <Heading className={`${headingLevel === "h1" ? "text-h2" : "text-h3"} font-semibold text-fg`}>{title}</Heading> : null}
      {children ? <div className={`${title ? "mt-3" : ""} text-muted`}>{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
