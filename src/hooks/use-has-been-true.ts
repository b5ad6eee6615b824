import { useState } from "react";

/**
 * true from the first render where `value` is true, for good. A panel whose
 * code downloads on first open mounts then and stays mounted, so closing it
 * still animates and reopening it is instant.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  // Adjusting state while rendering (React's documented pattern) avoids an extra effect pass.
  if (value && !seen) setSeen(true);
  return seen || value;
}
