"use client";

import { AnimatePresence, LazyMotion, MotionConfig, m, useReducedMotion } from "framer-motion";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { buttonClasses } from "@/components/ui/button-classes";
import { CloseIcon } from "@/components/ui/icons/chrome";

const SLIDE = { type: "tween", duration: 0.28, ease: [0.22, 1, 0.36, 1] } as const;

/** framer-motion's animation features (components/motion/motion-features.ts, a chunk of their own), loaded once. */
let motionFeatures: Promise<typeof import("@/components/motion/motion-features").default> | null = null;
/**
 * Whether the features have arrived. Until they have, an `m` element shows its `initial` style and never moves: a
 * part that starts off-screen must not use `initial` then, or it would stay there.
 */
let motionFeaturesReady = false;

function loadMotionFeatures() {
  motionFeatures ??= import("@/components/motion/motion-features").then((module) => {
    motionFeaturesReady = true;
    return module.default;
  });
  return motionFeatures;
}

/**
 * The demo browser's menu on phones and tablets: a modal dialog (focus kept inside, Escape closes, the backdrop is inert)
 * whose panel slides in from the left edge and back out (framer-motion; instant under reduced motion, and instant when
 * the animation features could not be loaded). Loaded with framer-motion when the visitor reaches for "Browse demos".
 */
export function DemoDrawer({ open, onClose, returnFocusTo, children }: { open: boolean; onClose: () => void; returnFocusTo: RefObject<HTMLButtonElement | null>; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const animated = motionFeaturesReady;
  // Under reduced motion the panel is drawn in place at once (MotionConfig would only make the slide instant, a frame late).
  const reduced = useReducedMotion();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    // Animated, the dialog closes once the panel has slid out (onExitComplete).
    if (!open && element.open && !animated) element.close();
  }, [open, animated]);

  const panel = (
    <m.div
      key="panel"
      data-drawer-panel
      initial={animated && !reduced ? { x: "-100%" } : false}
      animate={{ x: 0 }}
      exit={{ x: "-100%" }}
      transition={SLIDE}
      className="relative h-full overflow-y-auto bg-bg p-6 text-fg shadow-raised"
    >
      <div className="mb-6 flex items-center justify-between">
        <h2 id="demo-menu-title" className="text-h3 font-semibold">Demo Menu</h2>
        <button type="button" onClick={onClose} aria-label="Close the demo menu" className={buttonClasses("ghost", "icon", "size-10")}>
          <CloseIcon className="size-4" strokeWidth={2.7} />
        </button>
      </div>
      {children}
    </m.div>
  );

  // framer-motion, only in this part, which is itself loaded when the visitor reaches for it (demo-browser.tsx), so a
  // page's first-load JavaScript carries none of it: LazyMotion with `m` components (never `motion`), its features in
  // a chunk of their own. MotionConfig reducedMotion="user": under prefers-reduced-motion, transforms jump to their end.
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <dialog
          ref={dialog}
          aria-labelledby="demo-menu-title"
          onCancel={(event) => {
            // Escape: slide out first. (Should the browser not let the close wait, onClose below catches up.)
            event.preventDefault();
            onClose();
          }}
          onClose={() => {
            onClose();
            returnFocusTo.current?.focus();
          }}
          className="m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-hidden bg-transparent p-0 text-fg backdrop:bg-black/50"
        >
          {animated ? <AnimatePresence onExitComplete={() => dialog.current?.close()}>{open ? panel : null}</AnimatePresence> : open ? panel : null}
        </dialog>
      </MotionConfig>
    </LazyMotion>
  );
}

/** The drawer once framer-motion's animation features are in (or could not load: it then opens without the slide). */
export const loadDemoDrawer = () => loadMotionFeatures().then(() => DemoDrawer, () => DemoDrawer);
