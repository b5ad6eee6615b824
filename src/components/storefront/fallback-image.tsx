"use client";

import Image, { type ImageProps } from "next/image";
import { useEffect, useRef, useState } from "react";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

type Props = Omit<ImageProps, "src" | "unoptimized"> & { src: string; fallbackSrc?: string };

/**
 * An image that swaps to a stock picture when its URL fails (spec 8: image load
 * failure). Image URLs are admin-entered and may point anywhere, so the
 * optimizer is off (next.config images.unoptimized).
 */
export function FallbackImage({ src, fallbackSrc = PLACEHOLDER_IMAGE, alt, ...props }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const shown = !src || failedSrc === src ? fallbackSrc : src;

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute("src") === src) {
      setFailedSrc(src);
    }
  }, [src]);

  return (
    <Image
      {...props}
      ref={ref}
      src={shown}
      alt={alt}
      unoptimized
      onError={() => {
        if (shown !== fallbackSrc) setFailedSrc(src);
      }}
    />
  );
}
