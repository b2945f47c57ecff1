/** Twelve slow, decorative particles behind the page (CSS animation of transform and opacity; still under reduced motion). */
const PARTICLES = Array.from({ length: 12 }, (_, index) => {
  const golden = (index * 137.508) % 360;
  return {
    left: `${(index * 37 + 7) % 100}%`,
    top: `${(index * 61 + 13) % 100}%`,
    size: 6 + ((index * 5) % 18),
    delay: `${-(index * 1.7).toFixed(1)}s`,
    duration: `${18 + ((index * 7) % 14)}s`,
    hue: golden,
  };
});

export function BackgroundParticles() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden" data-testid="particles">
      {PARTICLES.map((particle, index) => (
        <span
          key={index}
          className={`particle ${index % 3 === 0 ? "text-coral/25" : "text-accent/25"}`}
          style={{ left: particle.left, top: particle.top, width: particle.size, height: particle.size, animationDelay: particle.delay, animationDuration: particle.duration }}
        />
      ))}
    </div>
  );
}
