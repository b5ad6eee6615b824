"use client";

import { useState } from "react";
import { ImageOff } from "lucide-react";
import { isWebUrl } from "@/lib/validation/common";

/**
 * A small preview of an image URL. A URL that does not load says so, which is
 * how an admin notices a link to a web page instead of to the image itself.
 */
export function ImagePreview({
  src,
  alt,
  emptyText = "No image",
  badge,
}: {
  src: string;
  alt: string;
  emptyText?: string;
  badge?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src !== "" && isWebUrl(src);
  const failed = usable && failedSrc === src;

  return (
    <div className="relative flex aspect-[4/3] w-20 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted text-center text-xs text-muted-foreground sm:w-28">
      {usable && !failed ? (
        // eslint-disable-next-line @next/next/no-img-element -- admin-entered URLs from any host; next/image would need every host configured
        <img src={src} alt={alt} className="size-full object-cover" onError={() => setFailedSrc(src)} />
      ) : failed ? (
        <span className="flex flex-col items-center gap-1 px-1">
          <ImageOff className="size-4" aria-hidden="true" />
          Image could not be loaded
        </span>
      ) : (
        <span className="px-1">{emptyText}</span>
      )}
      {badge && usable && !failed ? (
        <span className="absolute bottom-1 left-1 rounded bg-background/90 px-1 py-0.5 text-[10px] leading-none font-medium text-foreground">
          {badge}
        </span>
      ) : null}
    </div>
  );
}
