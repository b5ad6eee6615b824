"use client";

import { useState } from "react";
import { cn } from "@/lib/utils";
import { SiteImage } from "../images/site-image";

/** The product page's column: at most half of a 72rem page from md up, else the whole width. */
const MAIN_SIZES = "(min-width: 1152px) 528px, (min-width: 768px) 50vw, 100vw";

/**
 * A product's pictures: the main one large, then, when it has more, a row of
 * thumbnails that show each in its place. The main picture is in the page's
 * HTML and fetched first (the page's largest paint); the thumbnails load lazily.
 */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const [shown, setShown] = useState(0);
  const count = images.length;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-xl border bg-muted">
        <SiteImage
          key={shown}
          width={400}
          height={300}
          src={images[shown]}
          alt={shown === 0 ? name : `${name}, photo ${shown + 1} of ${count}`}
          loading="eager"
          fetchPriority={shown === 0 ? "high" : undefined}
          sizes={MAIN_SIZES}
          className="aspect-[4/3] w-full object-cover"
        />
      </div>
      {count > 1 && (
        <ul aria-label={`Photos of ${name}`} className="grid grid-cols-4 gap-2 sm:grid-cols-5">
          {images.map((src, i) => (
            <li key={i}>
              <button
                type="button"
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-pressed={i === shown}
                onClick={() => setShown(i)}
                className={cn(
                  "block w-full overflow-hidden rounded-md border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  i === shown && "border-primary ring-2 ring-primary",
                )}
              >
                <SiteImage src={src} width={96} height={72} alt="" sizes="96px" className="aspect-[4/3] w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
