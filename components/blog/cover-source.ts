import { getImageProps } from "next/image";

/** A drawn cover (SVG, served as it is) or a data URI, as opposed to a photo that next/image resizes. */
const isDrawn = (src: string) => src.startsWith("data:") || /\.svg$/i.test(src.split(/[?#]/)[0]);

/**
 * The addresses a cover is shown from: a drawn one as it is; a photo (an uploaded cover, say) through the image
 * optimizer at the widths next/image picks for `sizes`. Worked out on the server, so that the pages carry no
 * next/image code for it.
 */
export function coverSource(src: string | null, width: number, height: number, sizes: string): { src: string | null; srcSet?: string; sizes?: string } {
  if (!src || isDrawn(src)) return { src };
  const { props } = getImageProps({ src, alt: "", width, height, sizes });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
}
