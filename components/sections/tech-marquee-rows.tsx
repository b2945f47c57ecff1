"use client";

import type { CSSProperties } from "react";
import { techStack, type TechStackItem } from "@/lib/data/tech-stack";
import { isTooDarkForIcon, techIconUrl } from "@/lib/images/tech-icon-view";

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
 * The plain list for screen readers, then the two rows, each its set of chips twice over so the loop is seamless. A
 * browser module that imports the stack, so that the page's payload carries none of the 78 chips, only this reference.
 */
export function TechMarqueeRows() {
  const rows = [techStack.slice(0, 13), techStack.slice(13)];
  return (
    <>
      <ul className="sr-only">
        {techStack.map((tool) => (
          <li key={tool.slug}>{tool.name}</li>
        ))}
      </ul>
      <div className="marquee mt-12 grid gap-4" aria-hidden="true">
        {rows.map((row, index) => (
          <div key={index} className="marquee__viewport">
            <div className={index === 1 ? "marquee__track marquee__track--reverse" : "marquee__track"}>
              {[0, 1].map((copy) => (
                <ul key={copy} className="marquee__set">
                  {row.map((tool) => (
                    <ToolChip key={tool.slug} {...tool} />
                  ))}
                </ul>
              ))}
            </div>
          </div>
        ))}
      </div>
    </>
  );
}
