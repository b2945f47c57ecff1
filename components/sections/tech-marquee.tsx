import type { CSSProperties } from "react";
import { techStack, type TechStackItem } from "@/lib/data/tech-stack";
import { iconPath, isTooDarkForIcon, techIconUrl } from "@/lib/images/tech-icons";
import { HEADINGS } from "@/lib/shell/headings";
import { RenderedTwice } from "./rendered-twice";

/**
 * Each icon is a view of one cached sprite, drawn by CSS (app/globals.css): the browser fetches the sprite only when the
 * marquee nears the screen, not with the page. A chip goes out twice in the HTML, so its markup is only what differs
 * from one tool to the next.
 */
function ToolChip({ name, slug, color }: TechStackItem) {
  const icon = { "--icon": `url(${techIconUrl(slug)})` } as CSSProperties;
  // A brand-coloured icon carries no class at all: an undefined prop would still travel in the payload.
  const mono = isTooDarkForIcon(color) ? { className: "mono" } : {};
  return (
    <li>
      {iconPath(slug) ? <span {...mono} style={icon} /> : null}
      {name}
    </li>
  );
}

/**
 * 26 tools in two rows, looping every 40 s (CSS); paused on hover and under reduced motion. Each row is its set of
 * chips twice over, so the loop is seamless; the rows are hidden from screen readers, which get the plain list.
 */
export function TechMarquee() {
  const rows = [techStack.slice(0, 13), techStack.slice(13)];
  return (
    <section className="section-y overflow-hidden" aria-labelledby="stack-title">
      <div className="container-site">
        <p className="eyebrow">Tools of the trade</p>
        <h2 id="stack-title" className="section-title">{HEADINGS.stack}</h2>
      </div>
      <ul className="sr-only">
        {techStack.map((tool) => (
          <li key={tool.slug}>{tool.name}</li>
        ))}
      </ul>
      <div className="marquee mt-12 grid gap-4" aria-hidden="true">
        {rows.map((row, index) => (
          <div key={index} className="marquee__viewport">
            <div className={index === 1 ? "marquee__track marquee__track--reverse" : "marquee__track"}>
              <RenderedTwice>
                <ul className="marquee__set">
                  {row.map((tool) => (
                    <ToolChip key={tool.slug} {...tool} />
                  ))}
                </ul>
              </RenderedTwice>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
