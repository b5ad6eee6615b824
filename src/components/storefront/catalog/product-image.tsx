"use client";

import { useEffect, useRef, type ImgHTMLAttributes } from "react";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height"> & {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the image loads (no layout shift). */
  width?: number;
  height?: number;
};

function showPlaceholder(img: HTMLImageElement) {
  // Swapping the DOM attribute (not React state) keeps the server HTML and the
  // hydrated tree identical; the guard stops a loop if the placeholder fails too.
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
}

/**
 * A product or category picture that falls back to the stock placeholder when
 * its URL fails to load (spec 8, "Image load failure"), including a failure
 * that happened before React hydrated and could attach its error handler.
 */
export function ProductImage({ src, alt, width = 400, height = 300, loading = "lazy", ...rest }: Props) {
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) showPlaceholder(img);
  }, []);

  return (
    // eslint-disable-next-line @next/next/no-img-element -- plain <img>: images are local SVGs or admin-entered URLs of any host
    <img
      ref={ref}
      src={src?.trim() ? src : PLACEHOLDER_IMAGE}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={(e) => showPlaceholder(e.currentTarget)}
      {...rest}
    />
  );
}
