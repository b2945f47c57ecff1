/**
 * Twelve slow, decorative particles behind the page (CSS animation of transform and opacity; still under reduced
 * motion). Where each stands, its size, colour and pace are in app/globals.css, so every page's HTML and payload carry
 * twelve empty spans rather than twelve style attributes.
 */
export function BackgroundParticles() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden" data-testid="particles">
      {Array.from({ length: 12 }, (_, index) => (
        <span key={index} className="particle" />
      ))}
    </div>
  );
}
