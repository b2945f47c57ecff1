import type { ReactNode } from "react";
import { BackButton } from "./back-button";

/** The frame of a standalone template page: outside the main layout, a slim preview bar with Back and the title above it. */
export function TemplateShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <header className="flex items-center gap-4 border-b border-border bg-surface px-4 py-2.5 sm:px-6">
        <BackButton />
        <h1 className="truncate text-small font-semibold text-muted">{title}</h1>
      </header>
      <main id="main">{children}</main>
    </div>
  );
}
