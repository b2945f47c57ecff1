import { browserRoutes } from "@/config/browser-routes";

/**
 * Where a standalone template's "← Back" goes: back in history whenever the tab has an earlier entry, wherever it came
 * from; to the demo browser when there is none (a template opened in a new tab by "Preview Full Page", or typed in).
 */
export function templateBackTarget(historyLength: number): { back: true } | { back: false; href: string } {
  return historyLength > 1 ? { back: true } : { back: false, href: browserRoutes.demo };
}
