"use client";

import { useEffect, useRef, useState } from "react";
import { placeholderDataUri } from "@/lib/images/placeholder";

/**
 * A cover (lazy unless it is the page's first, likely largest, paint) that falls back to a placeholder showing
 * `placeholderText` when it is missing or fails to load (no broken-image icon). A photo comes with the srcset and
 * sizes next/image writes for it (components/blog/cover-source.ts), so that it is resized like every other picture.
 */
export function CoverImage({
  src,
  srcSet,
  sizes,
  placeholderText,
  alt,
  width,
  height,
  className = "",
  priority = false,
}: {
  src: string | null;
  srcSet?: string;
  sizes?: string;
  placeholderText: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An image can fail before React attaches onError (server-rendered HTML loads first): check once on mount.
  useEffect(() => {
    const element = image.current;
    if (element && element.complete && element.naturalWidth === 0 && src) setFailed(true);
  }, [src]);
  const showPlaceholder = !src || failed;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- generated SVG and data URIs, sized explicitly
    <img
      ref={image}
      src={showPlaceholder ? placeholderDataUri(placeholderText, width, height) : src}
      srcSet={showPlaceholder ? undefined : srcSet}
      sizes={showPlaceholder ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      data-placeholder={showPlaceholder ? "true" : "false"}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
