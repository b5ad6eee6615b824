import { safeParse, type $ZodType, type output } from "zod/v4/core";

/*
 * The browser's local storage, typed: every reader validates what it finds,
 * since storage is user-editable, may hold an older shape, or may be blocked
 * (private mode, full quota). The schemas come from the callers; code on every
 * page's first paint (cart, compare) passes `zod/mini` ones, so full zod stays
 * out of the first load.
 */

/**
 * The stored value when it is JSON that passes `schema`, else null (no window,
 * nothing stored, or a wrong shape). Never throws: blocked storage and broken
 * JSON also read as null, and are handed to `onUnreadable` for callers that log them.
 */
export function readStored<S extends $ZodType>(key: string, schema: S, onUnreadable?: (error: unknown) => void): output<S> | null {
  if (typeof window === "undefined") return null;
  let data: unknown;
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    data = JSON.parse(raw);
  } catch (error) {
    onUnreadable?.(error);
    return null;
  }
  const parsed = safeParse(schema, data);
  return parsed.success ? parsed.data : null;
}

/** Stores `value` as JSON. A full or blocked storage goes to `onError` (or is ignored): nothing stored is essential. */
export function writeStored(key: string, value: unknown, onError?: (error: unknown) => void): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    onError?.(error);
  }
}

/** Removes `key`; blocked storage has nothing to remove. */
export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing can be read back from it either.
  }
}
