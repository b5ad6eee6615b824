"use client";

import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { toastHost } from "./toast";

const Toaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));

/** Runs after its children's effects, i.e. after the toaster has subscribed to new toasts. */
function AfterMount({ children }: { children: ReactNode }) {
  useEffect(() => toastHost.mounted(), []);
  return children;
}

/** The storefront's toaster, mounted on the first toast (see `./toast`). */
export function LazyToaster() {
  const wanted = useSyncExternalStore(toastHost.onWanted, toastHost.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AfterMount>
        <Toaster />
      </AfterMount>
    </Suspense>
  );
}
