/** Generated imagery in the site's palette: article covers and placeholders. Deterministic for a given seed; no third-party host. */

import { escapeXml } from "./placeholder";
import { routes } from "@/config/routes";

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function random(seed: number) {
  let state = seed || 1;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return state / 4294967296;
  };
}

const PALETTES = [
  ["#0b0f14", "#134e4a", "#2dd4bf", "#f26b5b"],
  ["#111821", "#0f766e", "#5eead4", "#e9d8b4"],
  ["#0b0f14", "#1f2a37", "#2dd4bf", "#e9d8b4"],
  ["#101820", "#134e4a", "#f26b5b", "#5eead4"],
];

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line + " " + word).trim().length > maxChars && line) {
      lines.push(line);
      line = word;
    } else line = (line + " " + word).trim();
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[.,;:]?$/, "")}…`;
    return kept;
  }
  return lines;
}

/**
 * The cover the site draws for an article (served at routes.cover, app/covers): seeded by its slug, layered tide waves
 * and a grid, with its title set large, its first tag above it and the brand small.
 */
export function generatedCoverSvg(post: { slug: string; title: string; tags: string[] }, brand: string): string {
  const width = 1200;
  const height = 600;
  const rand = random(hash(post.slug));
  const [ink, deep, accent, warm] = PALETTES[hash(post.slug) % PALETTES.length];
  const waves = Array.from({ length: 5 }, (_, i) => {
    const y = height * (0.42 + i * 0.11) + rand() * 30;
    const amplitude = 24 + rand() * 46;
    const phase = rand() * width;
    let d = `M0 ${y.toFixed(1)}`;
    for (let x = 0; x <= width; x += width / 8) {
      d += ` Q${(x + width / 16).toFixed(1)} ${(y + Math.sin((x + phase) / 140) * amplitude).toFixed(1)} ${(x + width / 8).toFixed(1)} ${y.toFixed(1)}`;
    }
    return `<path d="${d} V${height} H0Z" fill="${i % 2 ? deep : accent}" opacity="${(0.1 + i * 0.08).toFixed(2)}"/>`;
  }).join("");
  const circleX = width * (0.82 + rand() * 0.1);
  const circleY = height * (0.14 + rand() * 0.12);
  const lines = wrap(post.title, 26, 3);
  const fontSize = lines.length > 2 ? 50 : 58;
  const text = lines.map((line, i) => `<tspan x="72" dy="${i === 0 ? 0 : fontSize * 1.12}">${escapeXml(line)}</tspan>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(post.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ink}"/><stop offset="1" stop-color="${deep}"/></linearGradient>
<pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity=".05"/></pattern></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#p)"/>
<circle cx="${circleX.toFixed(0)}" cy="${circleY.toFixed(0)}" r="${(70 + rand() * 50).toFixed(0)}" fill="${warm}" opacity=".85"/>
${waves}
<text x="72" y="96" font-family="Geist, ui-sans-serif, system-ui, sans-serif" font-size="22" font-weight="600" letter-spacing="3" fill="${accent}">${escapeXml((post.tags[0] ?? "JOURNAL").toUpperCase())}</text>
<text x="72" y="${height * 0.4}" font-family="Geist, ui-sans-serif, system-ui, sans-serif" font-size="${fontSize}" font-weight="600" letter-spacing="-1.5" fill="#f7f7f4">${text}</text>
<text x="72" y="${height - 48}" font-family="Geist, ui-sans-serif, system-ui, sans-serif" font-size="22" font-weight="600" fill="#f7f7f4" opacity=".85">${escapeXml(brand)}</text>
</svg>`;
}

/**
 * The article's cover as SVG markup to draw inside the page when it is the site's own generated cover, so that it paints
 * with the page's first paint instead of after a request (or a data URI's decoding) of its own: for the first card of
 * a list, the largest thing on the screen. Null for any other cover.
 */
export function inlineGeneratedCover(post: { slug: string; title: string; tags: string[]; cover_image_url: string | null }, brand: string): string | null {
  return post.cover_image_url === routes.cover(post.slug) ? generatedCoverSvg(post, brand) : null;
}
