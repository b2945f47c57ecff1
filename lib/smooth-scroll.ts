/** Smooth-scrolling settings (SPEC.md section 9). */
export const SMOOTH_SCROLL_OPTIONS = {
  duration: 1,
  lerp: 0.075,
  wheelMultiplier: 0.7,
  touchMultiplier: 1.5,
  smoothWheel: true,
} as const;

/** How long the "mouse wheel active" flag stays set after the last wheel event. */
export const WHEEL_ACTIVE_MS = 500;
