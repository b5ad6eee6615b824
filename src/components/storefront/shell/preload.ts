/** Starts a lazy panel's download early (hover or focus on its opener); a failure shows when the panel itself loads, not here. */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => {});
}
