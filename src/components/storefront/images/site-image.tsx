import type { ImgHTMLAttributes } from "react";
import { uploadSrcSet } from "@/lib/uploads";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height" | "srcSet" | "sizes"> & {
  src: string | null | undefined;
  alt: string;
  /** Shown when `src` is empty or fails to load. */
  fallbackSrc?: string;
  /** Intrinsic size, so the browser reserves the space before the image loads (no layout shift). */
  width: number;
  height: number;
  /**
   * How wide the image is drawn, for an uploaded image's srcset (its 320, 640
   * and 1280 px copies); `width` px when not given. Other URLs have no copies
   * and render with `src` alone.
   */
  sizes?: string;
};

/**
 * A catalogue or site picture. Plain `<img>` with no state or effect, so it
 * renders in server and client components alike and hydrates as a plain
 * element. The swap to `fallbackSrc` on failure is
 * done for every such image by the one `ImageFallbacks` listener.
 *
 * The page's main picture (`fetchPriority="high"`) is decoded in step with
 * the page's paint: async decoding can hold back the largest paint. (A
 * react-dom preload() was tried: its hint reaches the page after the head.)
 */
export function SiteImage({
  src,
  alt,
  fallbackSrc = PLACEHOLDER_IMAGE,
  width,
  height,
  sizes,
  loading = "lazy",
  fetchPriority,
  ...rest
}: Props) {
  const shown = src?.trim() ? src : fallbackSrc;
  const srcSet = uploadSrcSet(shown);
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- plain <img>: image URLs are admin-entered and may point to any host (no optimizer)
    <img
      src={shown}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={fetchPriority === "high" ? undefined : "async"}
      fetchPriority={fetchPriority}
      data-fallback={fallbackSrc}
      {...rest}
    />
  );
  // React's server components announce every eager <img> as a preload hint in
  // the page's RSC data, and a prefetched link's data is read on arrival: each
  // page made the browser fetch the home and about heroes (linked from the
  // header) without showing them. An <img> inside <picture> gets no hint;
  // `contents` keeps the <picture> out of the layout.
  return loading === "lazy" ? image : <picture className="contents">{image}</picture>;
}
