import { notFound } from "next/navigation";
import { Suspense, type ReactNode } from "react";

/** Throws Next's not-found signal where it cannot take the page's content with it. */
function NotFoundSignal(): never {
  notFound();
}

/**
 * A missing item's page, sent with its content in the HTML and a 404 status.
 *
 * A notFound() thrown by a page that Next prerenders on its first visit (the
 * static catalogue routes, `ensureStatic = "navigation"`) ends that prerender
 * at its shell: the answer is a 404 whose HTML is an empty error document, and
 * only React's script puts the not-found view in it, so a crawler or a reader
 * without JavaScript sees a blank page. Here the page renders the view itself,
 * outside any boundary, and throws notFound() inside a Suspense boundary of its
 * own: the prerender completes with the content in place and takes the 404 from
 * the boundary's error. In the browser that boundary throws again and the
 * segment's not-found.tsx, which shows the same view, takes over.
 */
export function NotFoundPage({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <NotFoundSignal />
      </Suspense>
    </>
  );
}
