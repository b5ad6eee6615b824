"use client";

import { useEffect } from "react";

/**
 * Puts an image's `data-fallback` picture in place of a failed one; the guard
 * stops a loop if the fallback fails too. An upload's srcset goes first: the
 * browser would keep choosing from it over the new src.
 */
function showFallback(img: HTMLImageElement) {
  const fallback = img.dataset.fallback;
  if (!fallback || img.getAttribute("src") === fallback) return;
  img.removeAttribute("srcset");
  img.setAttribute("src", fallback);
}

/**
 * The one error listener behind every `SiteImage`, which shows a fallback
 * image when its own fails to load. `error` does not bubble, so it listens in the capture phase on the
 * document, which also covers images rendered later (cart rows, client
 * navigations). Images that failed before hydration fired their event before
 * anyone listened: they are found by `complete` with no natural width.
 * Changing the DOM attribute (not React state) keeps server and client trees
 * identical; React leaves the attribute alone until the `src` prop changes.
 */
export function ImageFallbacks() {
  useEffect(() => {
    for (const img of document.querySelectorAll<HTMLImageElement>("img[data-fallback]")) {
      if (img.complete && img.naturalWidth === 0) showFallback(img);
    }
    const onError = (e: Event) => {
      if (e.target instanceof HTMLImageElement) showFallback(e.target);
    };
    document.addEventListener("error", onError, true);
    return () => document.removeEventListener("error", onError, true);
  }, []);
  return null;
}
