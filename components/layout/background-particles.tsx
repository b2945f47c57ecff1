"use client";

/**
 * Twelve slow, decorative particles behind the page (CSS animation of transform and opacity; still under reduced
 * motion). The box, and where each particle stands, its size, colour and pace, are in app/globals.css (`particles`),
 * so every page's HTML carries twelve bare spans rather than twelve class or style attributes; as browser code, the
 * payload names the component instead of repeating them.
 */
export function BackgroundParticles() {
  return (
    <div aria-hidden="true" className="particles">
      {Array.from({ length: 12 }, (_, index) => (
        <span key={index} />
      ))}
    </div>
  );
}
