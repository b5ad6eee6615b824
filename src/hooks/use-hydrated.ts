import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * false in the server's HTML and until React has hydrated the component, true after. A button whose work is
 * JavaScript (its onClick, or a form's onSubmit) is disabled until then: on a slow phone a tap before
 * hydration would otherwise do nothing, or submit the form natively as a GET of the page with the typed
 * values in its address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
