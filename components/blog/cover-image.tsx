"use client";

import { useState } from "react";

/** A cover that falls back to the generated placeholder when it is missing or fails to load (no broken-image icon). */
export function CoverImage({ src, placeholder, alt, width, height, className = "", loading = "lazy" }: { src: string | null; placeholder: string; alt: string; width: number; height: number; className?: string; loading?: "lazy" | "eager" }) {
  const [failed, setFailed] = useState(false);
  const showPlaceholder = !src || failed;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- generated SVG and data URIs, sized explicitly
    <img
      src={showPlaceholder ? placeholder : src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      data-placeholder={showPlaceholder ? "true" : "false"}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
