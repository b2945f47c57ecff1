import { techStack } from "@/lib/data/tech-stack";
import { iconPath, luminance, TECH_SPRITE_PATH } from "@/lib/tech-icons";

/** Each icon is a reference into one cached sprite, so the page's HTML and RSC payload do not carry 52 brand paths. */
function ToolChip({ name, slug, color, copy }: { name: string; slug: string; color: string; copy: boolean }) {
  const path = iconPath(slug);
  const tooDark = luminance(color) < 0.06;
  return (
    <li data-copy={copy ? "" : undefined} className="flex shrink-0 items-center gap-3 rounded-full border border-border bg-surface px-5 py-3 shadow-card">
      {path ? (
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={tooDark ? "fill-fg" : ""} style={tooDark ? undefined : { fill: color }}>
          <use href={`${TECH_SPRITE_PATH}#${slug}`} />
        </svg>
      ) : null}
      <span className="text-small font-medium whitespace-nowrap">{name}</span>
    </li>
  );
}

/** 26 tools in two rows, looping every 40 s (CSS); paused on hover and under reduced motion. The duplicate copy is hidden from screen readers. */
export function TechMarquee() {
  const rows = [techStack.slice(0, 13), techStack.slice(13)];
  return (
    <section className="section-y overflow-hidden" aria-labelledby="stack-title">
      <div className="container-site">
        <p className="eyebrow">Tools of the trade</p>
        <h2 id="stack-title" className="text-h2 mt-3 max-w-2xl font-semibold">A modern, proven stack</h2>
      </div>
      <ul className="sr-only">
        {techStack.map((tool) => (
          <li key={tool.slug}>{tool.name}</li>
        ))}
      </ul>
      <div className="marquee mt-12 grid gap-4" aria-hidden="true">
        {rows.map((row, index) => (
          <div key={index} className="marquee__viewport">
            <ul className={`marquee__track ${index === 1 ? "marquee__track--reverse" : ""}`}>
              {[...row, ...row].map((tool, i) => (
                <ToolChip key={`${tool.slug}-${i}`} {...tool} copy={i >= row.length} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
