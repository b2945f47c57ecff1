/** The next index, wrapping both ways: the carousels and the hero's rotating word. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** A horizontal drag or swipe changes the item only beyond 40 px. */
export const SWIPE_THRESHOLD_PX = 40;
export function swipeDirection(deltaX: number): -1 | 0 | 1 {
  if (Math.abs(deltaX) <= SWIPE_THRESHOLD_PX) return 0;
  return deltaX < 0 ? 1 : -1;
}
