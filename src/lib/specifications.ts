/**
 * Product specifications: JSON text of key/value pairs.
 * Browser-safe: used by product cards, the product page and the product schema.
 */

export interface ParsedSpecifications {
  /** [key, value] pairs in the text's order; values are always text. */
  entries: [string, string][];
  /** false when the text is not JSON or not a JSON object (the caller warns). */
  valid: boolean;
}

/** How many entries a product card shows. */
export const CARD_SPEC_COUNT = 4;

function valueText(v: unknown): string {
  if (typeof v === "string") return v;
  if (v === null || v === undefined) return "";
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

/** The parsed JSON if `text` is a JSON object (not an array, not null), else undefined. */
export function parseSpecificationsObject(text: unknown): Record<string, unknown> | undefined {
  if (typeof text !== "string") return undefined;
  try {
    const data: unknown = JSON.parse(text);
    if (data === null || typeof data !== "object" || Array.isArray(data)) return undefined;
    return data as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * Reads a product's specifications text. Invalid JSON or anything other than a
 * JSON object gives no entries and `valid: false`. Empty text (or null/undefined)
 * is simply "no specifications": no entries, `valid: true`.
 * Values are turned into text (numbers and booleans as written, null as "",
 * nested objects/arrays as JSON).
 */
export function parseSpecifications(text: string | null | undefined): ParsedSpecifications {
  if (text === null || text === undefined || text.trim() === "") return { entries: [], valid: true };
  const obj = parseSpecificationsObject(text);
  if (!obj) return { entries: [], valid: false };
  return {
    entries: Object.entries(obj).map(([k, v]): [string, string] => [k, valueText(v)]),
    valid: true,
  };
}

/** The first 4 entries, for product cards. */
export function cardSpecs(text: string | null | undefined): [string, string][] {
  return parseSpecifications(text).entries.slice(0, CARD_SPEC_COUNT);
}
