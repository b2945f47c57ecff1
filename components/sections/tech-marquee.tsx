"use client";

import type { CSSProperties } from "react";
import { techStack, type TechStackItem } from "@/lib/data/tech-stack";
import { isTooDarkForIcon, techIconUrl } from "@/lib/images/tech-icon-view";
import { useHydrated } from "@/components/ui/use-hydrated";

/**
 * Each icon is a view of one cached sprite, drawn by CSS (app/globals.css): the browser fetches the sprite only when the
 * marquee nears the screen, not with the page.
 */
function ToolChip({ name, slug, color }: TechStackItem) {
  const icon = { "--icon": `url(${techIconUrl(slug)})` } as CSSProperties;
  return (
    <li>
      <span className={isTooDarkForIcon(color) ? "mono" : undefined} style={icon} />
      {name}
    </li>
  );
}

/**
 * 26 tools in two rows, looping every 40 s (CSS); paused on hover and under reduced motion. Browser code that imports
 * the stack, so that home's payload carries the title alone and none of the chips.
 *
 * Each row is a list of its tools. Once the script runs, each row gets a second copy, hidden from screen readers, and
 * the pair loops seamlessly (CSS); the server's HTML carries each tool once, and without the script the rows stand
 * still and wrap.
 */
export function TechMarquee({ title }: { title: string }) {
  const looping = useHydrated();
  const rows = [techStack.slice(0, 13), techStack.slice(13)];
  return (
    <section className="section-y overflow-hidden" aria-labelledby="stack-title">
      <div className="container-site">
        <p className="eyebrow">Tools of the trade</p>
        <h2 id="stack-title" className="section-title">{title}</h2>
      </div>
      <div className="marquee mt-12 grid gap-4">
        {rows.map((row, index) => (
          <div key={index} className="marquee__viewport">
            <div className={index === 1 ? "marquee__track marquee__track--reverse" : "marquee__track"}>
              {(looping ? [0, 1] : [0]).map((copy) => (
                <ul key={copy} className="marquee__set" aria-hidden={copy === 1 ? true : undefined}>
                  {row.map((tool) => (
                    <ToolChip key={tool.slug} {...tool} />
                  ))}
                </ul>
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
