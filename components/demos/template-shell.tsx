import type { ReactNode } from "react";
import { BackButton } from "./back-button";

/** The frame of a standalone template page: outside the main layout, with a Back button. */
export function TemplateShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <div className="fixed top-3 left-3 z-50"><BackButton /></div>
      <h1 className="sr-only">{title}</h1>
      <main id="main">{children}</main>
    </div>
  );
}
