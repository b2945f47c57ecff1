/** How long after a page link's click the journal's new page may still take the scroll and focus (a slow network included). */
export const PAGE_CHANGE_WINDOW_MS = 15_000;

/** A click that navigates in this tab: the main button, no modifier (a modified click opens a tab or a window). */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}
