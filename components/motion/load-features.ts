/**
 * Loads framer-motion's animation features (motion-features.ts, a chunk of their own) once; later calls share the
 * promise. Kept apart from lazy-motion.tsx so that a page can start the load without importing framer-motion itself.
 */
let features: Promise<typeof import("./motion-features").default> | null = null;
let ready = false;

export function loadMotionFeatures() {
  features ??= import("./motion-features").then((module) => {
    ready = true;
    return module.default;
  });
  return features;
}

/**
 * Whether the features have arrived. Until they have, an `m` element shows its `initial` style and never moves: a
 * part that starts off-screen must not use `initial` then, or it would stay there.
 */
export function motionFeaturesReady(): boolean {
  return ready;
}
