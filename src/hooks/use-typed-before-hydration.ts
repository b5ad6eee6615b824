import { useEffect, type RefObject } from "react";
import { typedText } from "@/lib/typed-before-hydration";

/**
 * Hands `keep` what a person typed into a controlled field before the page's
 * scripts ran (see lib/typed-before-hydration). Runs once, after the first
 * commit: React runs it before any later render could write the form's empty
 * value back over the text.
 */
export function useTypedBeforeHydration(ref: RefObject<Element | null>, keep: (typed: string) => void): void {
  useEffect(() => {
    const typed = typedText(ref.current);
    if (typed) keep(typed);
    // Only the first commit can find text the scripts did not put there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
