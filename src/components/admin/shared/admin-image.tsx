"use client";

import Image from "next/image";
import { useState } from "react";
import { cn } from "@/lib/utils";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/**
 * An image an admin typed in (any host, possibly broken): shown as given, and
 * the placeholder takes its place when it does not load, so a bad URL is
 * visible in the list instead of leaving a hole.
 */
export function AdminImage({
  src,
  alt,
  className,
  sizes = "96px",
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  sizes?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = src?.trim() || PLACEHOLDER_IMAGE;
  const shown = failedSrc === wanted ? PLACEHOLDER_IMAGE : wanted;
  return (
    <div className={cn("relative overflow-hidden bg-muted", className)}>
      <Image src={shown} alt={alt} fill sizes={sizes} unoptimized className="object-cover" onError={() => setFailedSrc(wanted)} />
    </div>
  );
}
