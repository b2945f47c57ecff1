import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

/** What a picture's <img> needs from the image optimizer: its addresses and their widths. */
export type OptimizedSource = { src: string; srcSet?: string; sizes?: string };

/**
 * The <img> attributes next/image would write for a picture resized by Next's image optimizer. `preload` asks for the
 * picture in the page's <head>, for one that is the page's largest paint, and loads it eagerly and first (next/image's
 * default is lazy, which would hold the picture back until layout).
 */
export function optimizedImageProps({ preload = false, ...props }: ImageProps) {
  const { props: image } = getImageProps(preload ? { loading: "eager", fetchPriority: "high", ...props } : props);
  if (preload) preloadResource(image.src, { as: "image", imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: image.fetchPriority });
  return image;
}

/**
 * A picture resized by Next's image optimizer, drawn as a plain <img> with the srcset next/image would write. Server
 * components use it rather than <Image>, whose component is browser code: a page of it carries no image script.
 */
export function OptimizedImage(props: ImageProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt among them
  return <img {...optimizedImageProps(props)} />;
}
