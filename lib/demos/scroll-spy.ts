/** Scroll-spy offset for the sample template's navigation. */
export const SCROLL_SPY_OFFSET_PX = 100;

/** The active section: the last one whose top has passed the scroll position plus the offset. */
export function activeSection(sections: { id: string; top: number }[], scrollTop: number, offset = SCROLL_SPY_OFFSET_PX): string | null {
  let active: string | null = sections[0]?.id ?? null;
  for (const section of sections) if (section.top <= scrollTop + offset) active = section.id;
  return active;
}
