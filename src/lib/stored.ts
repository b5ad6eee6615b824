/**
 * The one way the site reads and writes the browser's local storage. Storage
 * may be blocked (private mode, a browser policy), full, or hold text that a
 * person or an older version of the site left there, so a reader always gets
 * a value its own check accepted, or null, and a write never throws. Each
 * value is JSON; each reader passes a plain check of the shape it expects
 * (no schema library, which would weigh on every storefront page).
 */

/** Takes the parsed JSON and returns the value, or null when its shape is wrong. */
export type StoredShape<T> = (value: unknown) => T | null;

/** The stored JSON text under `key`: null when there is none, on the server, or when storage is blocked. */
export function storedText(key: string): string | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** `text` (as storedText gave it) read as JSON and checked by `shape`; null when absent, unreadable or the wrong shape. */
export function parseStored<T>(text: string | null, shape: StoredShape<T>): T | null {
  if (text === null) return null;
  try {
    return shape(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The value stored under `key`, checked by `shape`, or null. */
export function readStored<T>(key: string, shape: StoredShape<T>): T | null {
  return parseStored(storedText(key), shape);
}

/** Stores `value` as JSON; false when storage is full or blocked (nothing is kept then). */
export function writeStored(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}
