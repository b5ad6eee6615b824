import { cache } from "react";

/**
 * What the category layout learnt, for its not-found view in the same render
 * (React's cache() is one object per request). Next renders that view as part
 * of the layout's children, so the layout has always run first.
 */
export const notFoundContext = cache((): { category: { slug: string; name: string; pageCount: number } | null } => ({ category: null }));
