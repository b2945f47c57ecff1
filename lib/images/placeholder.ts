/**
 * The placeholder a cover falls back to, drawn in the browser from a few characters of the title: a card sends its
 * text, not the image, since most covers load and never need it.
 */

export const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] as string);

const svgDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A placeholder image showing the given text, as a data URI (used when a cover is missing or fails to load). */
export function placeholderDataUri(text: string, width: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#134e4a"/><path d="M0 ${height * 0.7} Q${width * 0.25} ${height * 0.6} ${width * 0.5} ${height * 0.7} T${width} ${height * 0.7} V${height} H0Z" fill="#2dd4bf" opacity=".25"/><text x="50%" y="48%" text-anchor="middle" font-family="Geist, ui-sans-serif, system-ui, sans-serif" font-size="${Math.round(width / 18)}" font-weight="600" fill="#f7f7f4">${escapeXml(text)}</text></svg>`;
  return svgDataUri(svg);
}
