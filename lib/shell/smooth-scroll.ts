/** Smooth-scrolling settings (docs/product.md, "Timings and constants"). */
export const SMOOTH_SCROLL_OPTIONS = {
  duration: 1,
  lerp: 0.075,
  wheelMultiplier: 0.7,
  touchMultiplier: 1.5,
  smoothWheel: true,
} as const;

/** How long the "mouse wheel active" flag stays set after the last wheel event. */
export const WHEEL_ACTIVE_MS = 500;

/** How long the smooth-scroll frame loop keeps running after the last wheel or touch gesture. */
export const SMOOTH_SCROLL_IDLE_MS = 300;

/**
 * Whether the smooth-scroll frame loop should ask for another frame. It runs only while Lenis is scrolling or a gesture
 * was recent: an endless requestAnimationFrame loop makes the browser build a main-thread frame 60 times a second on a
 * page that is standing still.
 */
export function keepSmoothScrollLoop(isScrolling: boolean, now: number, lastGestureAt: number): boolean {
  return isScrolling || now - lastGestureAt < SMOOTH_SCROLL_IDLE_MS;
}
