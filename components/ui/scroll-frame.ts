type Listener = () => void;

const listeners = new Set<Listener>();
let frame = 0;

function runListeners() {
  frame = 0;
  for (const listener of listeners) listener();
}

function scheduleFrame() {
  if (!frame) frame = requestAnimationFrame(runListeners);
}

/**
 * Runs `listener` now and then at most once per animation frame in which the window scrolled or resized; returns the
 * unsubscribe. Every subscriber shares one passive scroll listener and one resize listener, so the page's scroll work
 * is read and written in one frame.
 */
export function subscribeToScrollFrames(listener: Listener): () => void {
  listener();
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener("scroll", scheduleFrame, { passive: true });
    window.addEventListener("resize", scheduleFrame, { passive: true });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener("scroll", scheduleFrame);
    window.removeEventListener("resize", scheduleFrame);
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
  };
}
