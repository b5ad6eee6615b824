"use client";

import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { toastHost, toastPlacement } from "@/lib/toast";

const Toaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));

/** Runs after its children's effects, i.e. after the toaster has subscribed to new toasts. */
function AfterMount({ children }: { children: ReactNode }) {
  useEffect(() => toastHost.mounted(), []);
  return children;
}

/** The storefront's toaster, mounted on the first toast (see `./toast`). */
export function LazyToaster() {
  const wanted = useSyncExternalStore(toastHost.onWanted, toastHost.wanted, () => false);
  const keepClear = useSyncExternalStore(toastPlacement.subscribe, toastPlacement.get, () => null);
  if (!wanted) return null;
  // Sonner's own offsets are 24 px (16 px on phones); above the cart's footer they keep that gap.
  const offsets =
    keepClear === null
      ? {}
      : { offset: { bottom: keepClear + 16, right: 24 }, mobileOffset: { bottom: keepClear + 8, left: 16, right: 16 } };
  return (
    <Suspense fallback={null}>
      <AfterMount>
        <Toaster {...offsets} />
      </AfterMount>
    </Suspense>
  );
}
